import type { StorefrontRouteModule } from '../../routeModule';
import { paidSentCouponLoader } from './paidSentCouponLoader';

/** spec §2 order_paid_sent_coupon: the order is paid, and the coupons it earned (`?order_id=`). */
export const paidSentCouponRoute = {
  paths: ['order_paid_sent_coupon'],
  handle: { name: 'order_paid_sent_coupon', layout: {} },
  loader: paidSentCouponLoader,
  Component: async () => (await import('./PaidSentCoupon')).PaidSentCoupon,
} satisfies StorefrontRouteModule;
