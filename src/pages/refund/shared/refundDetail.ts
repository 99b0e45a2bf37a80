import { getRefundDetail, type ApiClient, type RefundDetail as ApiRefundDetail } from '../../../api';
import { loadedOrLeave } from '../../shared/login';
import { INVALID, loadError, type RefundLoadProblem } from './refundData';
import { refundIdOf } from './refundLinks';

/** A line of the request. */
export interface RefundLine {
  readonly teamId: string;
  readonly product: string;
  readonly image: string;
  readonly quantity: number;
  readonly price: number;
}

/** A step of the refund's progress. */
export interface RefundStep {
  readonly title: string;
  readonly time: string | null;
  readonly done: boolean;
}

/** One refund as the detail shows it. */
export interface RefundDetailInfo {
  readonly refundId: string;
  readonly orderId: string;
  readonly status: string;
  readonly statusText: string | null;
  readonly amount: number;
  readonly reason: string | null;
  readonly lines: readonly RefundLine[];
  readonly createdAt: string;
  readonly steps: readonly RefundStep[];
  /** How the goods go back (book_type: pickup or branch), or null while not chosen. */
  readonly returnMethod: string | null;
}

export type RefundDetailData = { readonly kind: 'ok'; readonly refund: RefundDetailInfo } | RefundLoadProblem;

export function refundDetailOf(detail: ApiRefundDetail): RefundDetailInfo {
  return {
    refundId: detail.refund_id,
    orderId: detail.order_id,
    status: detail.status,
    statusText: detail.status_text ?? null,
    amount: detail.amount,
    reason: detail.reason ?? null,
    lines: detail.items.map((item) => ({ teamId: item.team_id, product: item.product, image: item.image1, quantity: item.quantity, price: item.price })),
    createdAt: detail.created_at,
    steps: detail.steps.map((step) => ({ title: step.title, time: step.time ?? null, done: step.done })),
    returnMethod: detail.return_method ?? null,
  };
}

/** One refund's detail for a loader: a guest is sent to sign in and back; another shopper's or an unknown refund is not found. */
export async function loadRefundDetail(client: ApiClient, request: Request): Promise<RefundDetailData> {
  const refundId = refundIdOf(request);
  if (refundId === null) return INVALID;
  const loaded = await loadedOrLeave(await getRefundDetail(client, { refund_id: refundId }, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return loadError(loaded.failure);
  return { kind: 'ok', refund: refundDetailOf(loaded.data) };
}
