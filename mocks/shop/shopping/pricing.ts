import type { CatalogueCoupon } from './couponCatalogue';

/** The shop's standing promotion: ฿100 off when the goods reach ฿500 (the fixtures' discount of 100). */
export const PROMOTION = { minimumSpend: 500, off: 100 } as const;

/** Delivery is free from ฿299 of goods, else ฿40 (the order fixtures' rule). */
export const SHIPPING = { freeFrom: 299, fee: 40 } as const;

/**
 * Points: 100 points take ฿1 off; one order takes at most 1,200 points (฿12) and never more than
 * the balance or what is left to pay; paying earns 1 point per ฿10 paid.
 */
export const POINTS_RULES = { perBaht: 100, capPerOrder: 1_200, bahtPerPointEarned: 10 } as const;

/** Money rounded to satang. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

export function promotionOff(goods: number): number {
  return goods >= PROMOTION.minimumSpend ? PROMOTION.off : 0;
}

export function shippingFee(goods: number, freeShipping: boolean): number {
  return freeShipping || goods >= SHIPPING.freeFrom ? 0 : SHIPPING.fee;
}

/** What a coupon takes off the goods (after the promotion): amount or percent; shipping and gift coupons take nothing. */
export function couponOff(coupon: CatalogueCoupon, goods: number, alreadyOff: number): number {
  const room = Math.max(0, goods - alreadyOff);
  if (coupon.type === 0) return Math.min(room, coupon.value);
  if (coupon.type === 1) return Math.min(room, roundMoney((goods * (coupon.discount ?? coupon.value)) / 100));
  return 0;
}

/** The points an order of `payable` baht may take from a balance: whole hundreds, within the cap. */
export function usablePoints(balance: number, payable: number): number {
  const hundreds = Math.min(Math.floor(Math.max(0, balance) / POINTS_RULES.perBaht), Math.floor(Math.max(0, payable)));
  return Math.min(hundreds * POINTS_RULES.perBaht, POINTS_RULES.capPerOrder);
}

/** The points paying `paid` baht earns. */
export function earnedPoints(paid: number): number {
  return Math.floor(Math.max(0, paid) / POINTS_RULES.bahtPerPointEarned);
}
