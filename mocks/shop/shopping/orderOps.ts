import { pageOfList } from '../../fixtures/paging';
import { requireAccount, saveCard } from '../account/accountOps';
import { tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import { cartCount, cartOf } from './cartLines';
import { addWhatFits } from './cartOps';
import { spendCoupon } from './couponOps';
import { ordersInList } from './orderLists';
import { quoteOrder, type QuoteInput } from './orderQuote';
import { currentOwner, ownerKeyOf } from './owners';
import { offeredMethod } from './paymentMethods';
import { changePoints } from './pointsOps';
import { earnedPoints } from './pricing';
import type { OrderRecord } from './shoppingSlice';
import { refuse, SHOPPING_MESSAGES } from './shoppingRules';

/** The first order id a session hands out (the seeds end at 20250399). */
export const FIRST_ORDER_ID = 20_250_400;
/** Orders per page of the order list. */
export const ORDER_PAGE_SIZE = 10;

/** One of the signed-in shopper's orders (not deleted), or 404. */
export function ownOrder(state: ShopState, userId: number, orderId: string | undefined): ShopOutcome<OrderRecord> {
  const order = state.shopping.orders.find((candidate) => candidate.order_id === orderId && candidate.owner === userId && !candidate.deleted);
  return order ?? refuse('notFound', SHOPPING_MESSAGES.orderNotFound);
}

/** getOrders: the shopper's orders, newest first, of one status (all when none), a page at a time. */
export function listOrders(state: ShopState, input: { readonly status?: string | undefined; readonly page?: number | undefined }) {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  return pageOfList(ordersInList(state, account.user.id, input.status), input.page ?? 1, ORDER_PAGE_SIZE);
}

/**
 * submit: places an unpaid order as quoted — the cart lines leave the cart, the coupon is used,
 * the points are spent (a ledger line), the stock goes down. Needs an address and an offered
 * payment method.
 */
export function submitOrder(
  state: ShopState,
  input: QuoteInput & { readonly paymentMethod?: string | undefined; readonly remark?: string | undefined },
): ShopOutcome<OrderRecord> {
  const quote = quoteOrder(state, input);
  if (isFailure(quote)) return quote;
  if (!quote.address) return refuse('address', SHOPPING_MESSAGES.address);
  const method = offeredMethod(input.paymentMethod);
  if (!method) return refuse('paymentMethod', SHOPPING_MESSAGES.paymentMethod);
  const id = newId(state, 'order', FIRST_ORDER_ID);
  if (isFailure(id)) return id;
  const orderId = String(id);
  const at = tick(state.clock);
  if (quote.points.used) {
    const spent = changePoints(state, quote.owner, { change: -quote.points.usable, kind: 'order_spent', orderId, at });
    if (isFailure(spent)) return spent;
  }
  if (quote.coupon) spendCoupon(state, quote.owner, quote.coupon.id, orderId, at);
  for (const line of quote.lines) state.shopping.stock[line.team_id] = Math.max(0, (state.shopping.stock[line.team_id] ?? 0) - line.quantity);
  const ordered = new Set(quote.lines.map((line) => line.cart_id).filter((cartId) => cartId !== null));
  state.shopping.carts[quote.owner] = cartOf(state, quote.owner).filter((line) => !ordered.has(line.cart_id));
  const order: OrderRecord = {
    order_id: orderId,
    order_sn: `TH${at.slice(2, 4)}${at.slice(5, 7)}${String(id % 10_000).padStart(4, '0')}`,
    owner: quote.account.user.id,
    status: 'unpaid',
    items: quote.lines.map((line) => ({ team_id: line.team_id, quantity: line.quantity, price: line.price })),
    goods_total: quote.goods,
    promotion_off: quote.promotionOff,
    coupon_id: quote.coupon?.id ?? null,
    coupon_off: quote.couponOff,
    points_used: quote.points.used ? quote.points.usable : 0,
    points_off: quote.points.used ? quote.points.deduction : 0,
    shipping_fee: quote.shipping,
    pay_total: quote.payTotal,
    payment_method: method.code,
    address_id: String(quote.address.id),
    remark: input.remark?.trim() || null,
    created_at: at,
    history: [{ status: 'unpaid', at }],
    deleted: false,
  };
  state.shopping.orders.unshift(order);
  return order;
}

/** The vault's token ends in the card's last four digits (tok_mock_4242). */
function lastFourOf(token: string): string {
  return /(\d{4})$/.exec(token)?.[1] ?? token.slice(-4);
}

/**
 * pay: an unpaid order of the shopper. A card pays it now (paid, points earned: 1 per ฿10, and
 * the card kept by its token and last four); an offline method leaves it waiting (pending).
 * Refused: a second payment (orderPaid), a cancelled order, a method the shop does not take.
 */
export function payOrder(
  state: ShopState,
  input: { readonly orderId?: string | undefined; readonly paymentMethod?: string | undefined; readonly cardToken?: string | undefined },
): ShopOutcome<{ order: OrderRecord; status: 'paid' | 'pending' }> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  const order = ownOrder(state, account.user.id, input.orderId);
  if (isFailure(order)) return order;
  if (order.status === 'cancelled') return refuse('orderState', SHOPPING_MESSAGES.orderNotPayable);
  if (order.status !== 'unpaid') return refuse('orderPaid', SHOPPING_MESSAGES.orderPaid);
  const method = offeredMethod(input.paymentMethod ?? order.payment_method);
  if (!method) return refuse('paymentMethod', SHOPPING_MESSAGES.paymentMethod);
  const at = tick(state.clock);
  order.payment_method = method.code;
  if (method.offline) return { order, status: 'pending' };
  const earned = changePoints(state, ownerKeyOf(account.user.id), { change: earnedPoints(order.pay_total), kind: 'order_earned', orderId: order.order_id, at });
  if (isFailure(earned)) return earned;
  order.status = 'paid';
  order.history.push({ status: 'paid', at });
  if (input.cardToken) saveCard(state, { token: input.cardToken, last4: lastFourOf(input.cardToken), brand: 'card' });
  return { order, status: 'paid' };
}

/** getPaymentResult: paid once the order is paid for, pending while unpaid, failed when cancelled. */
export function paymentResult(state: ShopState, input: { readonly orderId?: string | undefined }): ShopOutcome<{ order: OrderRecord; status: 'paid' | 'pending' | 'failed' }> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  const order = ownOrder(state, account.user.id, input.orderId);
  if (isFailure(order)) return order;
  const status = order.status === 'unpaid' ? 'pending' : order.status === 'cancelled' ? 'failed' : 'paid';
  return { order, status };
}

/** deleteOrder: a finished or cancelled order leaves the list (it still counts for membership). */
export function deleteOrder(state: ShopState, input: { readonly orderId?: string | undefined }): ShopOutcome<OrderRecord> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  const order = ownOrder(state, account.user.id, input.orderId);
  if (isFailure(order)) return order;
  if (order.status !== 'finished' && order.status !== 'cancelled') return refuse('orderState', SHOPPING_MESSAGES.orderNotDeletable);
  order.deleted = true;
  tick(state.clock);
  return order;
}

/**
 * repurchase: the order's products go back in the cart, each as much as limitNum and the stock
 * allow; refused when none can be bought. Answers the cart count (shopcartnum: the pieces in the cart)
 * and how many products were added.
 */
export function repurchaseOrder(state: ShopState, input: { readonly orderId?: string | undefined }): ShopOutcome<{ shopcartnum: number; added: number }> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  const order = ownOrder(state, account.user.id, input.orderId);
  if (isFailure(order)) return order;
  const owner = currentOwner(state);
  const added = order.items.filter((item) => addWhatFits(state, owner, item.team_id, item.quantity) > 0).length;
  if (added === 0) return refuse('unavailable', SHOPPING_MESSAGES.nothingToRepurchase);
  tick(state.clock);
  return { shopcartnum: cartCount(state, owner), added };
}
