import { requireAccount } from '../account/accountOps';
import { tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { ownOrder } from './orderOps';
import type { OrderRecord, OrderStatus } from './shoppingSlice';
import { refuse } from './shoppingRules';

/** Messages of the order's own steps (cancel, confirm receipt) the order list offers. */
export const ORDER_STEP_MESSAGES = {
  notCancellable: { th: 'ยกเลิกได้เฉพาะคำสั่งซื้อที่ยังไม่ได้ชำระเงิน', en: 'Only unpaid orders can be cancelled.', zh: '只能取消未付款的订单。' },
  notShipped: { th: 'ยืนยันรับสินค้าได้เมื่อคำสั่งซื้อจัดส่งแล้วเท่านั้น', en: 'Receipt can be confirmed only for a shipped order.', zh: '只有已发货的订单才能确认收货。' },
} as const;

/** One of the shopper's orders (signed in), or the failure. */
export function shopperOrder(state: ShopState, orderId: string | undefined): ShopOutcome<OrderRecord> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  return ownOrder(state, account.user.id, orderId);
}

function moveTo(state: ShopState, order: OrderRecord, status: OrderStatus): OrderRecord {
  order.status = status;
  order.history.push({ status, at: tick(state.clock) });
  return order;
}

/** cancelOrder: an unpaid order is cancelled and its products go back in stock. */
export function cancelOrder(state: ShopState, input: { readonly orderId?: string | undefined }): ShopOutcome<OrderRecord> {
  const order = shopperOrder(state, input.orderId);
  if (isFailure(order)) return order;
  if (order.status !== 'unpaid') return refuse('orderState', ORDER_STEP_MESSAGES.notCancellable);
  for (const item of order.items) state.shopping.stock[item.team_id] = (state.shopping.stock[item.team_id] ?? 0) + item.quantity;
  return moveTo(state, order, 'cancelled');
}

/** confirmReceipt: a shipped order arrived, it is finished (its products wait for a review). */
export function confirmReceipt(state: ShopState, input: { readonly orderId?: string | undefined }): ShopOutcome<OrderRecord> {
  const order = shopperOrder(state, input.orderId);
  if (isFailure(order)) return order;
  if (order.status !== 'shipped') return refuse('orderState', ORDER_STEP_MESSAGES.notShipped);
  return moveTo(state, order, 'finished');
}
