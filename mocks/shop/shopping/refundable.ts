import type { ShopState } from '../state';
import { roundMoney } from './pricing';
import type { OrderRecord, OrderStatus } from './shoppingSlice';

/** Orders a refund may be asked for: paid (not yet picked), shipped and finished (not while being packed). */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'finished'];

/**
 * What is left to refund on an order: what was paid less every refund already asked for (but
 * cancelled ones), leaving out `exceptRefundId` (the request being modified).
 */
export function refundableAmount(state: ShopState, order: OrderRecord, exceptRefundId?: string): number {
  const asked = state.shopping.refunds
    .filter((refund) => refund.order_id === order.order_id && refund.status !== 'cancelled' && refund.refund_id !== exceptRefundId)
    .reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, roundMoney(order.pay_total - asked));
}

/** Whether the order can be refunded now: its status allows it and something is left to refund. */
export function canRefund(state: ShopState, order: OrderRecord): boolean {
  return REFUNDABLE_STATUSES.includes(order.status) && refundableAmount(state, order) > 0;
}
