import { describe, expect, it } from 'vitest';
import { buildCartDetail } from '../../fixtures/cart';
import { buildCoupon, buildCoupons } from '../../fixtures/coupons';
import { FIXED_DATES, type MockLocale } from '../../fixtures/locale';
import { buildOrderItem, buildOrders, buildRefund, buildRefundDetail } from '../../fixtures/orders';
import { buildUserCenter } from '../../fixtures/users';
import { cartMocks } from '../../handlers/cart';
import { couponMocks } from '../../handlers/coupons';
import { orderMocks } from '../../handlers/orders';
import { refundMocks } from '../../handlers/refunds';
import { buildShopState } from '../buildShopState';
import { ACCOUNT_IDS } from '../seedNames';
import { shoppingSummary } from './summary';
import { answer } from './testRequest';
import { shoppingUserCenterMocks } from './userCenterMocks';

/**
 * The first read of the guest and shopper seeds answers what the fixtures answered before the shop
 * remembered (same items, order, texts and numbers), so no screenshot moves.
 */
const LOCALES: readonly MockLocale[] = ['th_TH', 'en_US', 'zh_CN'];

describe.each(LOCALES)('first reads (%s)', (locale) => {
  it.each(['guest', 'shopper'] as const)('%s: the cart and its coupons are the fixtures', (seed) => {
    const shop = buildShopState(seed);
    const cart = answer(cartMocks.getCart, shop, {}, locale) as { shopcartnum: number; groups: { list: { quantity: string }[] }[] };
    expect(cart).toEqual(buildCartDetail(4, locale));
    // shopcartnum (both sides) is the pieces, 1 + 2 + 3 + 1, not the four lines.
    expect(cart.shopcartnum).toBe(7);
    expect(cart.shopcartnum).toBe(cart.groups.flatMap((group) => group.list).reduce((sum, entry) => sum + Number(entry.quantity), 0));
    expect(answer(cartMocks.cartGetRelatedCoupon, shop, {}, locale)).toEqual({ list: buildCoupons(4, locale) });
    expect(answer(couponMocks.getCouponDetail, shop, { id: 'C-3001' }, locale)).toEqual(buildCoupon(0, locale));
    expect(answer(couponMocks.getCouponDetail, shop, { id: 'C-3002' }, locale)).toEqual(buildCoupon(1, locale));
  });

  it('newShopper: an empty cart, coupons not yet received', () => {
    const shop = buildShopState('newShopper');
    expect(answer(cartMocks.getCart, shop, {}, locale)).toEqual(buildCartDetail(0, locale));
    expect(answer(cartMocks.getCart, shop, {}, locale)).toMatchObject({ shopcartnum: 0 });
    expect(answer(couponMocks.getCouponDetail, shop, { id: 'C-3001' }, locale)).toEqual({ ...buildCoupon(0, locale), received: 0 });
  });

  it('shopper: coupons, orders and refunds start with the fixtures', () => {
    const shop = buildShopState('shopper');
    expect(answer(couponMocks.getMyCoupons, shop, {}, locale)).toMatchObject({ list: buildCoupons(undefined, locale), paging: { page: 1, total: 5 } });
    const history = answer(couponMocks.getCouponHistory, shop, {}, locale) as { list: unknown[] };
    expect(history.list.slice(0, 2)).toEqual(buildCoupons(2, locale).map((coupon) => ({ ...coupon, status: 'used' })));
    const orders = answer(orderMocks.getOrders, shop, {}, locale) as { list: unknown[]; paging: { page: number } };
    expect(orders.list.slice(0, 4)).toEqual(buildOrders(4, locale));
    expect(orders.paging.page).toBe(1);
    expect(answer(refundMocks.getRefunds, shop, {}, locale)).toMatchObject({ list: [0, 1, 2].map((i) => buildRefund(i, locale)), paging: { page: 1, total: 3 } });
    expect(answer(refundMocks.getRefundDetail, shop, { refund_id: 'R-4001' }, locale)).toEqual(buildRefundDetail(0, locale));
  });

  it('shopper: the paid order 20250399 is what the checkout and refund fixtures answered', () => {
    const shop = buildShopState('shopper');
    expect(answer(orderMocks.getPaymentResult, shop, { order_id: '20250399' }, locale)).toEqual({ order_id: '20250399', status: 'paid', pay_url: null });
    const options = answer(refundMocks.getRefundOptions, shop, { order_id: '20250399' }, locale) as { max_amount: number; items: unknown[]; reasons: unknown[] };
    expect(options.max_amount).toBe(1_180);
    expect(options.items).toEqual([buildOrderItem(0, locale), buildOrderItem(4, locale)]);
    expect(options.reasons).toHaveLength(3);
    expect(answer(refundMocks.getRefundPickUpSlots, shop, { refund_id: 'R-4001' }, locale)).toEqual({
      slots: [
        { date: '2025-03-15', times: ['09:00-12:00', '13:00-17:00'] },
        { date: '2025-03-16', times: ['09:00-12:00'] },
      ],
    });
    expect(answer(refundMocks.getRefundBookTypes, shop, { refund_id: 'R-4001' }, locale)).toMatchObject({ list: [{ code: 'branch', enabled: 1 }, { code: 'pickup', enabled: 1 }] });
    expect(answer(refundMocks.getRefundBranches, shop, {}, locale)).toMatchObject({ list: [{ id: 'B-1' }, { id: 'B-2' }] });
  });

  it('shopper: points, credit and cash cards are the account centre fixtures', () => {
    const shop = buildShopState('shopper');
    const points = answer(shoppingUserCenterMocks.getPoints, shop, {}, locale) as { balance: number; expiring: number; expire_at: string; list: { id: number; change: number; created_at: string }[] };
    expect([points.balance, points.expiring, points.expire_at]).toEqual([2_350, 300, '2025-06-30']);
    expect(points.list.slice(0, 2).map(({ id, change, created_at }) => [id, change, created_at])).toEqual([
      [1, 120, FIXED_DATES.yesterday],
      [2, -500, FIXED_DATES.lastWeek],
    ]);
    expect(answer(shoppingUserCenterMocks.getCredit, shop, {}, locale)).toMatchObject({ balance: 120, list: [{ id: 1, change: 120, created_at: FIXED_DATES.lastWeek }] });
    expect(answer(shoppingUserCenterMocks.getCashCards, shop, {}, locale)).toEqual({
      list: [{ card_id: 'CC-1', card_no: '6200 **** **** 1234', balance: 500, expire_at: '2025-12-31' }],
    });
  });
});

describe('the account centre header', () => {
  it("the shopper's counters and level are the fixture's", () => {
    const { points, coupon_count, order_counts, level_name } = buildUserCenter();
    expect(shoppingSummary(buildShopState('shopper'), ACCOUNT_IDS.shopper)).toEqual({ points: Number(points), coupon_count, order_counts, level_name });
  });

  it('a new shopper has nothing yet', () => {
    expect(shoppingSummary(buildShopState('newShopper'), ACCOUNT_IDS.newShopper)).toEqual({
      points: 0,
      coupon_count: 0,
      order_counts: { unpaid: 0, unshipped: 0, shipped: 0, review: 0, refund: 0 },
      level_name: 'Member',
    });
  });
});
