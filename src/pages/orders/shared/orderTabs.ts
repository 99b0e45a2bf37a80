import type { Order, OrderPage } from '../../../api';
import type { LoadedPage } from '../../shared/paging';

/** The status tabs of my.php (`?status=`), as getOrders takes them and the centre counts them. */
export const ORDER_TABS = ['all', 'unpaid', 'unshipped', 'shipped', 'review'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** spec §2 my.php: the order list, and (with `?order_id=`) one order's detail (chosen address). */
export const MY_ORDERS_PATH = '/m/my.php';

/** The `status` query value, or all for a missing or unknown one. */
export function orderTabOf(value: string | null): OrderTab {
  return (ORDER_TABS as readonly string[]).includes(value ?? '') ? (value as OrderTab) : 'all';
}

/** The order list on `tab` (all is the plain address). */
export function myOrdersAddress(tab: OrderTab = 'all'): string {
  return tab === 'all' ? MY_ORDERS_PATH : `${MY_ORDERS_PATH}?status=${tab}`;
}

/** One order's detail: my.php?order_id= (chosen). */
export function orderDetailAddress(orderId: string): string {
  return `${MY_ORDERS_PATH}?order_id=${encodeURIComponent(orderId)}`;
}

/** Whether another page follows (the answer's has_more, else its total and page size). */
function hasMore(data: OrderPage, page: number): boolean {
  const { paging } = data;
  if (data.list.length === 0 || !paging) return false;
  if (paging.has_more !== undefined) return paging.has_more;
  if (paging.total !== undefined && paging.page_size !== undefined) return page * paging.page_size < paging.total;
  return false;
}

/** One answered page of orders for the growing list. */
export function orderPageOf(data: OrderPage, page: number): LoadedPage<Order> {
  return { ok: true, items: data.list, page, hasMore: hasMore(data, page) };
}

export const orderKey = (order: Order): string => order.order_id;
