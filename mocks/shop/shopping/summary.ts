import type { ShopState } from '../state';
import { usableCouponCount } from './couponOps';
import { membershipOf } from './membership';
import { ordersInList, refundsOf } from './orderLists';
import { ownerKeyOf } from './owners';
import { pointsBalance } from './pointsOps';

/** The account centre header's shopping counters of one account. */
export interface ShoppingSummary {
  points: number;
  coupon_count: number;
  order_counts: { unpaid: number; unshipped: number; shipped: number; review: number; refund: number };
  level_name: string;
}

/**
 * The account centre's counters: the points balance, usable coupons, and per order tab the length
 * of the list it opens (the same query): orders awaiting payment, awaiting shipment (paid or being
 * packed), on their way, delivered orders with a product not yet reviewed, and the refund
 * requests; and the membership level's name.
 */
export function shoppingSummary(state: ShopState, userId: number): ShoppingSummary {
  const owner = ownerKeyOf(userId);
  const count = (status: string) => ordersInList(state, userId, status).length;
  return {
    points: pointsBalance(state, owner),
    coupon_count: usableCouponCount(state, owner),
    order_counts: {
      unpaid: count('unpaid'),
      unshipped: count('unshipped'),
      shipped: count('shipped'),
      review: count('review'),
      refund: refundsOf(state, userId).length,
    },
    level_name: membershipOf(state, userId).name,
  };
}
