import type { CouponOffer } from '../../../components/CouponTag';

/** A coupon as far as the estimate needs it: its offer and its minimum spend in baht. */
export interface EstimateCoupon extends CouponOffer {
  readonly minSpend: number;
}

/**
 * spec §3 estimated_price: what one item costs after the best of the coupons it can get (amount
 * off in baht, or percent off), when that coupon's minimum spend is met. Free shipping and free
 * gifts do not change the item price. Undefined when no coupon lowers the price.
 */
export function estimatedPrice(pays: number, coupons: readonly EstimateCoupon[]): number | undefined {
  let best = pays;
  for (const coupon of coupons) {
    if (pays < coupon.minSpend) continue;
    const value = coupon.value ?? 0;
    const after = coupon.type === 0 ? pays - value : coupon.type === 1 ? pays * (1 - value / 100) : pays;
    best = Math.min(best, Math.max(0, after));
  }
  return best < pays ? Math.round(best * 100) / 100 : undefined;
}
