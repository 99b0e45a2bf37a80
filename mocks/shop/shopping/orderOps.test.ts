import { describe, expect, it } from 'vitest';
import { orderMocks } from '../../handlers/orders';
import { currentAccount } from '../account/accountOps';
import { buildShopState } from '../buildShopState';
import { isFailure, type ShopFailure } from '../failure';
import { ACCOUNT_IDS } from '../seedNames';
import type { ShopState } from '../state';
import { cartCount, cartOf } from './cartLines';
import { selectAllLines, selectLine } from './cartOps';
import { unusedCopy } from './couponOps';
import { writeReview } from '../social/reviewOps';
import { deleteOrder, listOrders, payOrder, paymentResult, repurchaseOrder, submitOrder } from './orderOps';
import { catalogueCoupon } from './couponCatalogue';
import { quoteOrder } from './orderQuote';
import { ownerKeyOf } from './owners';
import { pointsBalance, pointsOf } from './pointsOps';
import { couponOff, shippingFee } from './pricing';
import type { OrderRecord } from './shoppingSlice';
import { SHOPPING_CODES } from './shoppingRules';
import { shoppingSummary } from './summary';
import { answer } from './testRequest';

const SHOPPER = ownerKeyOf(ACCOUNT_IDS.shopper);

/** Sets the shopper's balance to `points` (through what was carried over: the ledger stays as it is). */
function holdPoints(shop: ShopState, points: number): void {
  pointsOf(shop, SHOPPER).carried += points - pointsBalance(shop, SHOPPER);
}
/** The seeds' cart holds 1 + 2 + 3 + 1 pieces (shopcartnum is the sum of the quantities). */
const SEED_COUNT = 7;
const ok = <T>(value: T | ShopFailure): T => {
  if (isFailure(value)) throw new Error(`refused: ${value.message.en}`);
  return value;
};
const refused = (value: unknown): ShopFailure => {
  if (!isFailure(value)) throw new Error(`expected a refusal, got ${JSON.stringify(value)}`);
  return value;
};
/** Only the serum (70001: ฿690) selected. */
function serumOnly(shop: ShopState): void {
  selectAllLines(shop, { selected: false });
  selectLine(shop, { cartId: '70001', selected: true });
}

describe('order confirm (quote)', () => {
  it('needs a signed-in shopper', () => {
    expect(refused(quoteOrder(buildShopState('guest'), {})).code).toBe(401);
  });

  it('prices the selected lines: the ฿100 promotion from ฿500, free delivery from ฿299, points offered up to 1,200', () => {
    const quote = ok(quoteOrder(buildShopState('shopper'), {}));
    expect(quote.lines.map((line) => [line.cart_id, line.quantity, line.price])).toEqual([
      ['70001', 1, 690],
      ['70002', 2, 450],
      ['70003', 3, 990],
    ]);
    expect([quote.goods, quote.promotionOff, quote.shipping, quote.payTotal]).toEqual([4_560, 100, 0, 4_460]);
    expect(quote.points).toEqual({ balance: 2_350, usable: 1_200, deduction: 12, used: false });
    expect(quote.address?.id).toBe('A-1');
    expect(quote.coupons.map((coupon) => coupon.id)).toEqual(['C-3001', 'C-3002', 'C-3003', 'C-3004', 'C-3005']);
  });

  it('named cart lines, or one product bought now; a line not in the cart is 404, nothing selected is refused', () => {
    const shop = buildShopState('shopper');
    expect(ok(quoteOrder(shop, { cartIds: ['70004'] })).goods).toBe(590);
    expect(ok(quoteOrder(shop, { teamId: '50007', quantity: 2 })).lines).toEqual([{ team_id: '50007', quantity: 2, price: 299, cart_id: null }]);
    expect(refused(quoteOrder(shop, { cartIds: ['11', '12'] })).code).toBe(404);
    expect(refused(quoteOrder(shop, { teamId: '50007', quantity: 6 })).code).toBe(SHOPPING_CODES.overLimit);
    selectAllLines(shop, { selected: false });
    expect(refused(quoteOrder(shop, {})).code).toBe(SHOPPING_CODES.nothingToOrder);
  });

  it('a small order pays delivery and gets no promotion', () => {
    const quote = ok(quoteOrder(buildShopState('shopper'), { teamId: '50012', quantity: 1 }));
    expect([quote.goods, quote.promotionOff, quote.shipping, quote.payTotal]).toEqual([259, 0, 40, 299]);
  });

  it('coupons: amount and percent off; the minimum spend; one the shopper does not hold; an expired one', () => {
    const shop = buildShopState('shopper');
    serumOnly(shop);
    expect(refused(quoteOrder(shop, { couponId: 'C-3001' })).code).toBe(SHOPPING_CODES.couponMinimum);
    expect(ok(quoteOrder(shop, { couponId: 'C-3002' }))).toMatchObject({ goods: 690, promotionOff: 100, couponOff: 103.5, payTotal: 486.5 });
    expect(refused(quoteOrder(shop, { couponId: 'C-3007' })).code).toBe(SHOPPING_CODES.couponNotHeld);
    // C-3006 is held, but ended in February.
    expect(refused(quoteOrder(shop, { couponId: 'C-3006' })).code).toBe(SHOPPING_CODES.couponExpired);
    selectAllLines(shop, { selected: true });
    expect(ok(quoteOrder(shop, { couponId: 'C-3001' }))).toMatchObject({ goods: 5_150, couponOff: 100, payTotal: 4_950 });
    // The clock passes the coupons' end_time (2025-04-14 23:59:59).
    shop.clock.minutes += 60 * 24 * 32;
    expect(refused(quoteOrder(shop, { couponId: 'C-3001' })).code).toBe(SHOPPING_CODES.couponExpired);
  });

  it('a free-shipping coupon waives delivery; a gift coupon takes nothing off', () => {
    const freeShipping = catalogueCoupon('C-3003');
    const gift = catalogueCoupon('C-3004');
    if (!freeShipping || !gift) throw new Error('the catalogue holds C-3003 and C-3004');
    expect([shippingFee(120, false), shippingFee(120, true), shippingFee(299, false)]).toEqual([40, 0, 0]);
    expect([couponOff(freeShipping, 1_000, 100), couponOff(gift, 2_000, 100)]).toEqual([0, 0]);
  });

  it('points: 100 a baht, at most 1,200; refused below 100 points', () => {
    const shop = buildShopState('shopper');
    expect(ok(quoteOrder(shop, { usePoints: true }))).toMatchObject({ points: { usable: 1_200, deduction: 12, used: true }, payTotal: 4_448 });
    holdPoints(shop, 450);
    expect(ok(quoteOrder(shop, { usePoints: true }))).toMatchObject({ points: { usable: 400, deduction: 4 }, payTotal: 4_456 });
    holdPoints(shop, 99);
    expect(refused(quoteOrder(shop, { usePoints: true })).code).toBe(SHOPPING_CODES.pointsBalance);
    expect(ok(quoteOrder(shop, {})).points.used).toBe(false);
  });

  it('an address that is not the shopper’s is refused', () => {
    expect(refused(quoteOrder(buildShopState('shopper'), { addressId: 'A-9' })).code).toBe(SHOPPING_CODES.address);
  });
});

describe('submit, pay, the payment result and the order list', () => {
  function placeSerumOrder(shop: ShopState): OrderRecord {
    serumOnly(shop);
    return ok(submitOrder(shop, { couponId: 'C-3002', usePoints: true, paymentMethod: 'card', addressId: 'A-1' }));
  }

  it('submit places an unpaid order: lines leave the cart, the coupon is used, points are spent, stock goes down', () => {
    const shop = buildShopState('shopper');
    const stock = shop.shopping.stock['50001'] ?? 0;
    const order = placeSerumOrder(shop);
    expect(order).toMatchObject({ order_id: '20250400', status: 'unpaid', goods_total: 690, coupon_off: 103.5, points_used: 1_200, points_off: 12, pay_total: 474.5 });
    expect(order.history).toEqual([{ status: 'unpaid', at: order.created_at }]);
    expect(cartOf(shop, SHOPPER).map((line) => line.cart_id)).toEqual(['70002', '70003', '70004']);
    // The one serum left the cart.
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT - 1);
    expect(unusedCopy(shop, SHOPPER, 'C-3002')).toBeUndefined();
    expect(pointsBalance(shop, SHOPPER)).toBe(1_150);
    expect(pointsOf(shop, SHOPPER).ledger[0]).toMatchObject({ kind: 'order_spent', change: -1_200, order_id: '20250400' });
    expect(shop.shopping.stock['50001']).toBe(stock - 1);
    expect(answer(orderMocks.getOrders, shop, { status: 'unpaid' })).toMatchObject({ list: [{ order_id: '20250400', status: 'unpaid', total: '474.50' }, { order_id: '20250301' }] });
  });

  it('submit needs an offered payment method', () => {
    const shop = buildShopState('shopper');
    expect(refused(submitOrder(shop, { paymentMethod: 'cod' })).code).toBe(SHOPPING_CODES.paymentMethod);
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT);
  });

  it('submit needs an address: an account without one is refused', () => {
    const shop = buildShopState('shopper');
    const account = currentAccount(shop);
    account?.addresses.splice(0);
    expect(refused(submitOrder(shop, { paymentMethod: 'card' })).code).toBe(SHOPPING_CODES.address);
  });

  it('pay by card: paid, 1 point per ฿10 earned, the card kept by token and last four; a second payment is refused', () => {
    const shop = buildShopState('shopper');
    const order = placeSerumOrder(shop);
    const paid = ok(payOrder(shop, { orderId: order.order_id, paymentMethod: 'card', cardToken: 'tok_mock_5555' }));
    expect(paid.status).toBe('paid');
    expect(order.history.map((step) => step.status)).toEqual(['unpaid', 'paid']);
    expect(pointsBalance(shop, SHOPPER)).toBe(1_150 + 47);
    expect(pointsOf(shop, SHOPPER).ledger[0]).toMatchObject({ kind: 'order_earned', change: 47, order_id: '20250400' });
    expect(currentAccount(shop)?.cards.at(-1)).toEqual({ token: 'tok_mock_5555', last4: '5555', brand: 'card' });
    expect(refused(payOrder(shop, { orderId: order.order_id, paymentMethod: 'card' })).code).toBe(SHOPPING_CODES.orderPaid);
    expect(answer(orderMocks.getPaymentResult, shop, { order_id: order.order_id })).toEqual({ order_id: '20250400', status: 'paid', pay_url: null });
    expect(answer(orderMocks.getOrders, shop, { status: 'paid' })).toMatchObject({ list: [{ order_id: '20250400', status: 'paid', can_refund: 1 }, { order_id: '20250399' }] });
  });

  it('PromptPay leaves the order waiting: pending, still unpaid', () => {
    const shop = buildShopState('shopper');
    const order = placeSerumOrder(shop);
    expect(ok(payOrder(shop, { orderId: order.order_id, paymentMethod: 'promptpay' })).status).toBe('pending');
    expect(ok(paymentResult(shop, { orderId: order.order_id })).status).toBe('pending');
    expect(order.status).toBe('unpaid');
  });

  it('pay: another shopper’s or an unknown order is 404, a cancelled one is refused', () => {
    const shop = buildShopState('shopper');
    expect(refused(payOrder(shop, { orderId: '1' })).code).toBe(404);
    expect(refused(payOrder(shop, { orderId: '20250306', paymentMethod: 'card' })).code).toBe(SHOPPING_CODES.orderState);
    expect(refused(payOrder(shop, { orderId: '20250399', paymentMethod: 'card' })).code).toBe(SHOPPING_CODES.orderPaid);
    expect(refused(payOrder(buildShopState('newShopper'), { orderId: '20250301', paymentMethod: 'card' })).code).toBe(404);
  });

  it('through the mocks: confirm, submit, pay and the result, with parameters as text', () => {
    const shop = buildShopState('shopper');
    const quote = answer(orderMocks.confirmOrder, shop, { 'cart_ids[]': '70004', use_points: '1' }, 'en_US') as { pay_total: number; points: { used: number } };
    expect(quote).toMatchObject({ goods_total: 590, discount: 100, pay_total: 478, points: { used: 1 } });
    const placed = answer(orderMocks.submitOrder, shop, { 'cart_ids[]': '70004', use_points: '1', address_id: 'A-1', payment_method: 'card' });
    expect(placed).toEqual({ order_id: '20250400', order_sn: 'TH25030400', pay_total: 478 });
    // 70004 (one piece) left the cart.
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT - 1);
    expect(answer(orderMocks.payOrder, shop, { order_id: '20250400', payment_method: 'card', card_token: 'tok_mock_4242' })).toEqual({ order_id: '20250400', status: 'paid', pay_url: null });
    expect(refused(answer(orderMocks.payOrder, shop, { order_id: '20250400', payment_method: 'card' })).code).toBe(SHOPPING_CODES.orderPaid);
  });

  it('the order list pages by ten, newest first, and filters by status', () => {
    const shop = buildShopState('shopper');
    const all = ok(listOrders(shop, {}));
    expect(all.paging).toEqual({ page: 1, page_size: 10, total: 7, has_more: 0 });
    for (let i = 0; i < 4; i += 1) ok(submitOrder(shop, { teamId: '50007', quantity: 1, paymentMethod: 'card' }));
    // Bought now, not from the cart: the cart keeps its pieces.
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT);
    expect(ok(listOrders(shop, { page: 2 }))).toMatchObject({ list: [{ order_id: '20250399' }], paging: { page: 2, total: 11, has_more: 0 } });
    expect(ok(listOrders(shop, {})).list[0]?.order_id).toBe('20250403');
    expect(ok(listOrders(shop, { status: 'finished' })).list.map((order) => order.order_id)).toEqual(['20250304', '20250305']);
  });
});

describe('delete and repurchase', () => {
  it('only finished or cancelled orders are deleted; then they leave the list', () => {
    const shop = buildShopState('shopper');
    expect(refused(deleteOrder(shop, { orderId: '20250301' })).code).toBe(SHOPPING_CODES.orderState);
    ok(deleteOrder(shop, { orderId: '20250306' }));
    expect(ok(listOrders(shop, {})).list.map((order) => order.order_id)).not.toContain('20250306');
    expect(refused(deleteOrder(shop, { orderId: '20250306' })).code).toBe(404);
  });

  it("repurchase puts the order's products back (within limitNum): the count grows by the pieces added; the products added", () => {
    const shop = buildShopState('shopper');
    // 20250301: one serum (onto its line) and one sunscreen (a new line).
    expect(ok(repurchaseOrder(shop, { orderId: '20250301' }))).toEqual({ shopcartnum: SEED_COUNT + 2, added: 2 });
    expect(cartOf(shop, SHOPPER).map((line) => [line.team_id, line.quantity])).toEqual([
      ['50001', 2],
      ['50002', 2],
      ['50003', 3],
      ['50004', 1],
      ['50005', 1],
    ]);
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT + 2);
  });

  it('repurchase of two of each: each brings its two pieces', () => {
    const shop = buildShopState('shopper');
    // 20250304: two of 50004 (onto its line of one) and two of 50008 (a new line).
    expect(answer(orderMocks.repurchaseOrder, shop, { order_id: '20250304' })).toEqual({ shopcartnum: SEED_COUNT + 4, added: 2 });
    expect(cartOf(shop, SHOPPER).map((line) => [line.team_id, line.quantity]).slice(3)).toEqual([
      ['50004', 3],
      ['50008', 2],
    ]);
  });

  it('repurchase stops at limitNum: only the pieces that fit count; a sold-out product adds none', () => {
    const shop = buildShopState('shopper');
    const serum = cartOf(shop, SHOPPER)[0];
    if (!serum) throw new Error('the seed cart starts with the serum');
    // The serum's line at its limit (5): 20250301's serum has no room, its sunscreen does.
    serum.quantity = 5;
    expect(ok(repurchaseOrder(shop, { orderId: '20250301' }))).toEqual({ shopcartnum: SEED_COUNT + 4 + 1, added: 1 });
    // 20250302: two of 50002 fit, 50006 is sold out.
    expect(ok(repurchaseOrder(shop, { orderId: '20250302' }))).toEqual({ shopcartnum: SEED_COUNT + 4 + 1 + 2, added: 1 });
  });

  it('repurchase of products that cannot be bought is refused', () => {
    const shop = buildShopState('shopper');
    shop.shopping.stock['50011'] = 0;
    expect(refused(repurchaseOrder(shop, { orderId: '20250306' })).code).toBe(SHOPPING_CODES.unavailable);
  });
});

describe('the account centre follows the orders', () => {
  it('placing, paying and reviewing move the counters; a paid order can lift the level', () => {
    const shop = buildShopState('shopper');
    serumOnly(shop);
    const order = ok(submitOrder(shop, { paymentMethod: 'card' }));
    expect(shoppingSummary(shop, ACCOUNT_IDS.shopper).order_counts).toMatchObject({ unpaid: 2, unshipped: 2 });
    ok(payOrder(shop, { orderId: order.order_id, paymentMethod: 'card' }));
    expect(shoppingSummary(shop, ACCOUNT_IDS.shopper)).toMatchObject({ points: 2_350 + 59, order_counts: { unpaid: 1, unshipped: 3 } });
    // Two received orders wait for a review (as the To review list shows them); reviewing the only product of one leaves one.
    expect(shoppingSummary(shop, ACCOUNT_IDS.shopper).order_counts.review).toBe(2);
    ok(writeReview(shop, { order_id: '20250305', team_id: '50010', score: 5, content: 'Good.', lang: 'en_US' }));
    expect(shoppingSummary(shop, ACCOUNT_IDS.shopper).order_counts.review).toBe(1);
  });

  it('what an account pays lifts its membership level (Silver from ฿2,000)', () => {
    const shop = buildShopState('newShopper');
    currentAccount(shop)?.addresses.push({ id: 'A-7', name: 'กานต์ธิดา ใจดี', phone: '0861234567', address: '1 ถนนนิมมานเหมินท์', province: 'เชียงใหม่', postcode: '50200' });
    expect(shoppingSummary(shop, ACCOUNT_IDS.newShopper).level_name).toBe('Member');
    const order = ok(submitOrder(shop, { teamId: '50010', quantity: 2, paymentMethod: 'card' }));
    expect(order.pay_total).toBe(2_280);
    expect(shoppingSummary(shop, ACCOUNT_IDS.newShopper).level_name).toBe('Member');
    ok(payOrder(shop, { orderId: order.order_id }));
    expect(shoppingSummary(shop, ACCOUNT_IDS.newShopper)).toMatchObject({ level_name: 'Silver', points: 228, order_counts: { unshipped: 1 } });
  });
});
