import { getProviderOrderDetail, getProviderOrderList, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { hasParam, idParam, merchantOrLeave, toCounterOrder, type CounterOrder, type CounterProblem } from '../shared';

/** The most orders the counter lists at once (today's and the coming ones: short). */
const PAGE_SIZE = 50;

/** One order, or the list (with `badLink` when the address carried an order id that is not one). */
export type OrderDetailData =
  | { readonly kind: 'order'; readonly order: CounterOrder }
  | { readonly kind: 'list'; readonly orders: readonly CounterOrder[]; readonly badLink: boolean }
  | CounterProblem;

/** /m/booking/order/detail?order_id=…: order/detail for one order, order/list without one (or with a hostile one). */
export async function loadOrderDetail(client: ApiClient, request: Request): Promise<OrderDetailData> {
  const orderId = idParam(request, 'order_id');
  const options = { suppressToast: true, signal: request.signal };
  if (orderId) {
    const loaded = await merchantOrLeave(client, request, () => getProviderOrderDetail(client, { order_id: orderId }, options));
    return loaded.ok ? { kind: 'order', order: toCounterOrder(loaded.data) } : loaded.problem;
  }
  const loaded = await merchantOrLeave(client, request, () => getProviderOrderList(client, { page: 1, page_size: PAGE_SIZE }, options));
  return loaded.ok ? { kind: 'list', orders: loaded.data.list.map(toCounterOrder), badLink: hasParam(request, 'order_id') } : loaded.problem;
}

export const orderDetailLoader: PageLoader = ({ request }, { client }) => loadOrderDetail(client, request);
