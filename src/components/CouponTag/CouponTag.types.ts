/** Spec §3 coupon_type: 0 amount off in baht, 1 percent off, 2 free shipping, 3 free gift. */
export type CouponType = 0 | 1 | 2 | 3;

/** What a coupon gives: `value` is baht for type 0 and percent for type 1; unused otherwise. */
export interface CouponOffer {
  type: CouponType;
  value?: number;
}
