import type { LoaderFunctionArgs } from 'react-router';
import { getOrderDetail, getOrders, type ApiClient, type Order, type OrderDetail } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { loadedOrLeave, orderIdOf } from '../../shared/login';
import type { LoadedPage, PageResult } from '../../shared/paging';
import { orderPageOf, orderTabOf, type OrderTab } from '../shared/orderTabs';

/**
 * What my.php's loader returns: without `order_id` the list on the tab of `?status=` (its first
 * page), with a valid `order_id` that order's detail, or a failure the page shows with a retry
 * (the tab or order it was for kept). A guest never gets here: sent to login and back (spec §8 401).
 */
export type OrdersData =
  | { readonly kind: 'list'; readonly tab: OrderTab; readonly first: LoadedPage<Order> }
  | { readonly kind: 'detail'; readonly order: OrderDetail }
  | { readonly kind: 'error'; readonly view: 'list' | 'detail'; readonly tab: OrderTab; readonly message?: string };

/** my.php: the list (`?status=` tab, all when missing or unknown) or the detail (`?order_id=`). */
export async function ordersLoader({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<OrdersData> {
  const url = new URL(request.url);
  const tab = orderTabOf(url.searchParams.get('status'));
  const options = { signal: request.signal, suppressToast: true };
  if (url.searchParams.has('order_id')) {
    // A hostile or empty id asks nothing: the page says the order could not be loaded.
    const orderId = orderIdOf(request);
    const result = orderId === null ? null : await loadedOrLeave(await getOrderDetail(client, { order_id: orderId }, options), client, request);
    if (result?.ok) return { kind: 'detail', order: result.data };
    const message = result && !result.ok ? result.failure.message : undefined;
    return { kind: 'error', view: 'detail', tab, ...(message !== undefined ? { message } : {}) };
  }
  const loaded = await loadedOrLeave(await getOrders(client, { ...(tab === 'all' ? {} : { status: tab }), page: 1 }, options), client, request);
  if (!loaded.ok) return { kind: 'error', view: 'list', tab, ...(loaded.failure.message !== undefined ? { message: loaded.failure.message } : {}) };
  return { kind: 'list', tab, first: orderPageOf(loaded.data, 1) };
}

/** Page `page` (from 1) of the tab's orders, for the growing list (a failure offers a retry). */
export async function fetchOrdersPage(client: ApiClient, tab: OrderTab, page: number, signal: AbortSignal): Promise<PageResult<Order>> {
  const result = await getOrders(client, { ...(tab === 'all' ? {} : { status: tab }), page }, { signal, suppressToast: true });
  return result.ok ? orderPageOf(result.data, page) : { ok: false };
}
