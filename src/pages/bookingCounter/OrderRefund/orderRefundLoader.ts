import { getProviderOrderDetail, getProviderRefundDetail, getProviderRefundList, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { hasParam, idParam, merchantOrLeave, toCounterOrder, toCounterRefund, type CounterOrder, type CounterProblem, type CounterRefund } from '../shared';

/** One request with its order (null when the order could not be read), or the list (`badLink`: the address's refund id was not one). */
export type OrderRefundData =
  | { readonly kind: 'refund'; readonly refund: CounterRefund; readonly order: CounterOrder | null }
  | { readonly kind: 'list'; readonly refunds: readonly CounterRefund[]; readonly badLink: boolean }
  | CounterProblem;

const present = <T,>(value: T | null): value is T => value !== null;

/** /m/booking/order/refund?refund_id=…: refund/detail and its order/detail, or refund/list. */
export async function loadOrderRefund(client: ApiClient, request: Request): Promise<OrderRefundData> {
  const refundId = idParam(request, 'refund_id');
  const options = { suppressToast: true, signal: request.signal };
  if (!refundId) {
    const loaded = await merchantOrLeave(client, request, () => getProviderRefundList(client, { page: 1, page_size: 50 }, options));
    if (!loaded.ok) return loaded.problem;
    return { kind: 'list', refunds: loaded.data.list.map(toCounterRefund).filter(present), badLink: hasParam(request, 'refund_id') };
  }
  const loaded = await merchantOrLeave(client, request, () => getProviderRefundDetail(client, { refund_id: refundId }, options));
  if (!loaded.ok) return loaded.problem;
  const refund = toCounterRefund(loaded.data);
  if (!refund) return { kind: 'error', failure: { kind: 'malformed' } };
  const order = await getProviderOrderDetail(client, { order_id: refund.orderId }, options);
  return { kind: 'refund', refund, order: order.ok ? toCounterOrder(order.data) : null };
}

export const orderRefundLoader: PageLoader = ({ request }, { client }) => loadOrderRefund(client, request);
