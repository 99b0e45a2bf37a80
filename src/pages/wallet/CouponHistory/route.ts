import type { StorefrontRouteModule } from '../../routeModule';
import { lazyLoader } from '../../lazyLoader';

/** The coupon history, /m/history_coupon (spec §2; route name history_coupon): used and expired coupons, newest first. */
export const couponHistoryRoute = {
  paths: ['history_coupon'],
  handle: { name: 'history_coupon', layout: {} },
  loader: lazyLoader(() => import('./couponHistoryLoader'), 'couponHistoryLoader'),
  Component: async () => (await import('./CouponHistory')).CouponHistory,
} satisfies StorefrontRouteModule;
