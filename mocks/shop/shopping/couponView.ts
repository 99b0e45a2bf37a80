import type { z } from 'zod';
import type { couponSchema } from '../../../src/api/schemas/coupon';
import { buildCoupon } from '../../fixtures/coupons';
import { pickText, type MockLocale } from '../../fixtures/locale';
import type { CatalogueCoupon } from './couponCatalogue';
import type { CouponView } from './couponOps';

type CouponInput = z.input<typeof couponSchema>;

/** A coupon of the catalogue in the request's language (the fixtures' own builder for their five). */
function renderCatalogueCoupon(coupon: CatalogueCoupon, locale: MockLocale): CouponInput {
  if (coupon.fixtureIndex !== null) return buildCoupon(coupon.fixtureIndex, locale);
  return {
    id: coupon.id,
    title: pickText(coupon.title, locale),
    coupon_value: String(coupon.value),
    coupon_type: coupon.type,
    money: coupon.money,
    discount: coupon.discount,
    start_time: coupon.start_time,
    end_time: coupon.end_time,
    status: 'usable',
    received: 1,
  };
}

/** A coupon as one shopper sees it: its status for them and whether they hold it. */
export function renderCoupon(view: CouponView, locale: MockLocale): CouponInput {
  return { ...renderCatalogueCoupon(view.coupon, locale), status: view.status, received: view.received ? 1 : 0 };
}
