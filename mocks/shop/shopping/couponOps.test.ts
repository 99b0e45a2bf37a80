import { describe, expect, it } from 'vitest';
import { couponMocks } from '../../handlers/coupons';
import { buildShopState } from '../buildShopState';
import { isFailure, type ShopFailure } from '../failure';
import { ACCOUNT_IDS } from '../seedNames';
import { cartCoupons, couponDetail, couponHistory, myCoupons, receiveCoupon } from './couponOps';
import { submitOrder } from './orderOps';
import { ownerKeyOf } from './owners';
import { SHOPPING_CODES } from './shoppingRules';
import { shoppingSummary } from './summary';
import { answer } from './testRequest';

const refused = (value: unknown): ShopFailure => {
  if (!isFailure(value)) throw new Error(`expected a refusal, got ${JSON.stringify(value)}`);
  return value;
};
const ids = (value: unknown) => {
  if (isFailure(value) || !Array.isArray(value)) throw new Error('expected coupons');
  return value.map((view: { coupon: { id: string }; status: string }) => `${view.coupon.id}:${view.status}`);
};

describe('coupons per shopper', () => {
  it('a guest is asked to log in for their coupons, history and claims', () => {
    const shop = buildShopState('guest');
    expect(refused(myCoupons(shop, {})).code).toBe(401);
    expect(refused(couponHistory(shop)).code).toBe(401);
    expect(refused(receiveCoupon(shop, { couponId: 'C-3007' })).code).toBe(401);
  });

  it('usable, used, expired and claimable (available) coupons of the shopper', () => {
    const shop = buildShopState('shopper');
    expect(ids(myCoupons(shop, {}))).toEqual(['C-3001:usable', 'C-3002:usable', 'C-3003:usable', 'C-3004:usable', 'C-3005:usable']);
    expect(ids(myCoupons(shop, { status: 'used' }))).toEqual(['C-3001:used', 'C-3002:used']);
    expect(ids(myCoupons(shop, { status: 'expired' }))).toEqual(['C-3006:expired']);
    expect(ids(myCoupons(shop, { status: 'available' }))).toEqual(['C-3007:usable']);
    expect(ids(couponHistory(shop))).toEqual(['C-3001:used', 'C-3002:used', 'C-3006:expired']);
  });

  it('receiveCoupon claims once: then it is listed first and counted; a second claim is refused', () => {
    const shop = buildShopState('shopper');
    expect(receiveCoupon(shop, { couponId: 'C-3007' })).toMatchObject({ status: 'usable', received: true });
    expect(ids(myCoupons(shop, {}))[0]).toBe('C-3007:usable');
    expect(shoppingSummary(shop, ACCOUNT_IDS.shopper).coupon_count).toBe(6);
    expect(refused(receiveCoupon(shop, { couponId: 'C-3007' })).code).toBe(SHOPPING_CODES.couponClaimed);
    expect(refused(receiveCoupon(shop, { couponId: 'C-3001' })).code).toBe(SHOPPING_CODES.couponClaimed);
    const page = answer(couponMocks.getMyCoupons, shop, {}, 'en_US') as { list: unknown[]; paging: { total: number } };
    expect(page.list[0]).toMatchObject({ id: 'C-3007', title: '฿200 off orders over ฿1,500', received: 1, status: 'usable' });
    expect(page.paging.total).toBe(6);
  });

  it('a coupon out of its dates cannot be claimed; an unknown one is 404', () => {
    const shop = buildShopState('newShopper');
    expect(refused(receiveCoupon(shop, { couponId: 'C-3006' })).code).toBe(SHOPPING_CODES.couponExpired);
    expect(refused(receiveCoupon(shop, { couponId: 'C-9999' })).code).toBe(404);
  });

  it('a used coupon may be claimed again; the clock expires what is held', () => {
    const shop = buildShopState('shopper');
    const placed = submitOrder(shop, { couponId: 'C-3001', paymentMethod: 'card' });
    expect(isFailure(placed)).toBe(false);
    expect(ids(myCoupons(shop, { status: 'used' }))[0]).toBe('C-3001:used');
    expect(receiveCoupon(shop, { couponId: 'C-3001' })).toMatchObject({ received: true });
    shop.clock.minutes += 60 * 24 * 32;
    expect(ids(myCoupons(shop, {}))).toEqual([]);
    expect(ids(couponHistory(shop)).filter((id) => id.endsWith(':expired'))).toHaveLength(6);
  });
});

describe('coupon detail (public) and the cart coupons', () => {
  it('shows whether this visitor holds the coupon', () => {
    expect(couponDetail(buildShopState('shopper'), { id: 'C-3007' })).toMatchObject({ received: false, status: 'usable' });
    expect(couponDetail(buildShopState('newShopper'), { id: 'C-3001' })).toMatchObject({ received: false });
    expect(refused(couponDetail(buildShopState('guest'), { id: 'C-9999' })).code).toBe(404);
    const shop = buildShopState('shopper');
    receiveCoupon(shop, { couponId: 'C-3007' });
    expect(answer(couponMocks.getCouponDetail, shop, { id: 'C-3007' })).toMatchObject({ id: 'C-3007', received: 1 });
  });

  it("the cart offers the shop's cart coupons, received or not", () => {
    const shop = buildShopState('newShopper');
    expect(cartCoupons(shop).map((view) => [view.coupon.id, view.received])).toEqual([
      ['C-3001', false],
      ['C-3002', false],
      ['C-3003', false],
      ['C-3004', false],
    ]);
    receiveCoupon(shop, { couponId: 'C-3002' });
    expect(cartCoupons(shop)[1]?.received).toBe(true);
    expect(shop.shopping.wallets[ownerKeyOf(ACCOUNT_IDS.newShopper)]).toHaveLength(1);
  });
});
