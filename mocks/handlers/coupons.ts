import { couponEndpoints } from '../../src/api/endpoints/coupons';
import { buildCoupon, buildCoupons, COUPON_SEEDS } from '../fixtures/coupons';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

const indexOf = (id: string | undefined) => Math.max(0, COUPON_SEEDS.findIndex((seed) => seed.id === id));

export const couponMocks: AreaMocks<'coupons'> = {
  getMyCoupons: { ok: ({ locale }) => ({ list: buildCoupons(undefined, locale), paging: { page: 1, total: COUPON_SEEDS.length } }) },
  getCouponHistory: { ok: ({ locale }) => ({ list: buildCoupons(2, locale).map((coupon) => ({ ...coupon, status: 'used' })) }) },
  getCouponDetail: { ok: ({ params, locale }) => buildCoupon(indexOf(params.id), locale) },
  receiveCoupon: { ok: ({ params, locale }) => buildCoupon(indexOf(params.coupon_id), locale) },
};

/** Coupons: mine, history, detail, receive. */
export function couponHandlers(choice?: AreaScenario<'coupons'>) {
  return buildAreaHandlers(couponEndpoints, couponMocks, choice);
}
