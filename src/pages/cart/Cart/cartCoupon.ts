import type { Coupon } from '../../../api';
import type { CouponCardState } from '../../../components/CouponCard';
import type { CouponType } from '../../../components/CouponTag';

/** A coupon related to the cart (spec §7 get_cart_related_coupon) as the coupon sheet shows it. */
export interface CartCoupon {
  readonly id: string;
  readonly title: string;
  readonly type: CouponType;
  readonly value: number;
  readonly minSpend: number;
  readonly endsAt: string;
  readonly state: CouponCardState;
}

/** A coupon without an end date cannot be shown on a card and is left out. */
export function toCartCoupon(coupon: Coupon): CartCoupon | null {
  if (!coupon.end_time) return null;
  return {
    id: coupon.id,
    title: coupon.title,
    type: coupon.coupon_type,
    value: coupon.coupon_value,
    minSpend: coupon.money,
    endsAt: coupon.end_time,
    state: coupon.status === 'expired' ? 'expired' : coupon.status === 'used' ? 'used' : coupon.received ? 'usable' : 'claimable',
  };
}
