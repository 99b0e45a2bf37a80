import type { ShopState } from '../state';
import type { OrderLineRecord, OrderRecord } from './shoppingSlice';

/**
 * What an account may review, derived from its source at every read, never stored: the lines of
 * its delivered orders (received: finished, and still in its list) that it has not reviewed yet.
 * A line is reviewed once the account wrote a review of that product for that order.
 */

/** An order that reached the shopper (received) and is still in their list. */
export function isDelivered(order: OrderRecord): boolean {
  return order.status === 'finished' && !order.deleted;
}

/** Whether the account wrote a review of this product of this order. */
export function isLineReviewed(state: ShopState, userId: number, orderId: string, teamId: string): boolean {
  return state.social.reviews.some((review) => review.author_id === userId && review.order_id === orderId && review.team_id === teamId);
}

/** The lines of one order its owner may still review, one per product. */
export function linesToReview(state: ShopState, order: OrderRecord): OrderLineRecord[] {
  if (!isDelivered(order)) return [];
  const seen = new Set<string>();
  return order.items.filter((line) => {
    if (seen.has(line.team_id)) return false;
    seen.add(line.team_id);
    return !isLineReviewed(state, order.owner, order.order_id, line.team_id);
  });
}

/** Whether the account may review this product of this order now (one review per order and product). */
export function mayReview(state: ShopState, userId: number, orderId: string, teamId: string): boolean {
  const order = state.shopping.orders.find((candidate) => candidate.order_id === orderId && candidate.owner === userId);
  return order !== undefined && linesToReview(state, order).some((line) => line.team_id === teamId);
}
