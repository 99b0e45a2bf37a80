import { buildCoupons } from '../../../mocks/fixtures/coupons';
import type { MockLocale } from '../../../mocks/fixtures/locale';
import { couponSchema, type Coupon } from '../../../src/api';

/** The story clock: the mock shop's day (2025-03-14, Bangkok). */
export const WALLET_NOW = Date.parse('2025-03-14T10:30:00+07:00');

/** The fixtures' coupons: amount off, percent off, free shipping, free gift and a big amount off (spec §3's four types). */
export function walletCoupons(locale: MockLocale, status: 'usable' | 'used' | 'expired' = 'usable'): Coupon[] {
  return buildCoupons(5, locale).map((coupon) => couponSchema.parse({ ...coupon, status }));
}

/** The usable coupons with the free-shipping one ending in two days ("expires in 2 days"). */
export function usableWithOneEndingSoon(locale: MockLocale): Coupon[] {
  return walletCoupons(locale).map((coupon) => (coupon.coupon_type === 2 ? { ...coupon, end_time: '2025-03-16 23:59:59' } : coupon));
}

/** The history: two used coupons, then one that expired in February. */
export function historyCoupons(locale: MockLocale): Coupon[] {
  const [amountOff, percentOff, , freeGift] = walletCoupons(locale, 'used');
  const used = [amountOff, percentOff].filter((coupon): coupon is Coupon => coupon !== undefined);
  const expired = freeGift ? [{ ...freeGift, status: 'expired', start_time: '2025-02-01 00:00:00', end_time: '2025-02-28 23:59:59' }] : [];
  return [...used, ...expired];
}

export const LONG_THAI_TITLE = 'ลดพิเศษสำหรับสินค้าสกินแคร์สมุนไพรไทยทุกแบรนด์ในร้านเรือธง เฉพาะสมาชิกที่สั่งซื้อผ่านแอปและเว็บไซต์มือถือเท่านั้น';
