import type { ShopState } from '../state';
import { linesToReview } from './reviewableLines';
import type { OrderRecord, RefundRecord } from './shoppingSlice';

/**
 * Whether an order is in the list of `status` (one tab of the order list, the one the centre's
 * count links to): unshipped covers paid and being packed; review, delivered orders with a
 * product the owner has not reviewed yet; any other value is one order status.
 */
function inStatusList(state: ShopState, order: OrderRecord, status: string): boolean {
  if (status === 'unshipped') return order.status === 'paid' || order.status === 'unshipped';
  if (status === 'review') return linesToReview(state, order).length > 0;
  return order.status === status;
}

/**
 * The account's orders, newest first, in the list of `status` (every order when none, '' or
 * 'all'); deleted orders are never listed. The order list pages through it and the account
 * centre counts it, so a count is always the length of the list it opens.
 */
export function ordersInList(state: ShopState, userId: number, status?: string): OrderRecord[] {
  const tab = status === undefined || status === '' || status === 'all' ? undefined : status;
  return state.shopping.orders.filter((order) => order.owner === userId && !order.deleted && (tab === undefined || inStatusList(state, order, tab)));
}

/** The account's refund requests, newest first: the refund list pages through it, the centre counts it. */
export function refundsOf(state: ShopState, userId: number): RefundRecord[] {
  return state.shopping.refunds.filter((refund) => refund.owner === userId);
}
