import type { ShopState } from '../state';
import { usableCouponCount } from './couponOps';
import { membershipOf } from './membership';
import { ownerKeyOf } from './owners';
import { pointsOf } from './pointsOps';

/** The account centre header's shopping counters of one account. */
export interface ShoppingSummary {
  points: number;
  coupon_count: number;
  order_counts: { unpaid: number; unshipped: number; shipped: number; review: number; refund: number };
  level_name: string;
}

/**
 * The account centre's counters: the points balance, usable coupons, and orders awaiting payment,
 * awaiting shipment (paid or being packed), on their way, products of finished orders not yet
 * reviewed, refund requests under review; and the membership level's name.
 */
export function shoppingSummary(state: ShopState, userId: number): ShoppingSummary {
  const owner = ownerKeyOf(userId);
  const orders = state.shopping.orders.filter((order) => order.owner === userId && !order.deleted);
  const count = (...statuses: string[]) => orders.filter((order) => statuses.includes(order.status)).length;
  return {
    points: state.shopping.points[owner] ? pointsOf(state, owner).balance : 0,
    coupon_count: usableCouponCount(state, owner),
    order_counts: {
      unpaid: count('unpaid'),
      unshipped: count('paid', 'unshipped'),
      shipped: count('shipped'),
      review: orders.filter((order) => order.status === 'finished').flatMap((order) => order.items.filter((item) => !item.reviewed)).length,
      refund: state.shopping.refunds.filter((refund) => refund.owner === userId && refund.status === 'pending').length,
    },
    level_name: membershipOf(state, userId).name,
  };
}
