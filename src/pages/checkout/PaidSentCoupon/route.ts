import type { StorefrontRouteModule } from '../../routeModule';
import { lazyLoader } from '../../lazyLoader';

/** spec §2 order_paid_sent_coupon: the order is paid, and the coupons it earned (`?order_id=`). */
export const paidSentCouponRoute = {
  paths: ['order_paid_sent_coupon'],
  handle: { name: 'order_paid_sent_coupon', layout: {} },
  loader: lazyLoader(() => import('./paidSentCouponLoader'), 'paidSentCouponLoader'),
  Component: async () => (await import('./PaidSentCoupon')).PaidSentCoupon,
} satisfies StorefrontRouteModule;
