import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from '../../routeModule';
import { loadRefundDetail } from '../shared/refundDetail';

export type { RefundDetailData, RefundDetailInfo, RefundLine, RefundStep } from '../shared/refundDetail';

/** refund_detail.php?refund_id=…: the refund with its timeline. */
export const refundDetailLoader = ({ request }: LoaderFunctionArgs, { client }: RouteDeps) => loadRefundDetail(client, request);
