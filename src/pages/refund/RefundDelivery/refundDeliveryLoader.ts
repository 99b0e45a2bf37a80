import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from '../../routeModule';
import { loadRefundDetail } from '../shared/refundDetail';

export type { RefundDetailData as RefundDeliveryData } from '../shared/refundDetail';

/** kv_test_refund_delivery?refund_id=…: the refund whose delivery step is shown. A guest is sent to sign in and back. */
export const refundDeliveryLoader = ({ request }: LoaderFunctionArgs, { client }: RouteDeps) => loadRefundDetail(client, request);
