import type { StorefrontRouteModule } from '../../routeModule';
import { couponHistoryLoader } from './couponHistoryLoader';

/** The coupon history, /m/history_coupon (spec §2; route name history_coupon): used and expired coupons, newest first. */
export const couponHistoryRoute = {
  paths: ['history_coupon'],
  handle: { name: 'history_coupon', layout: {} },
  loader: couponHistoryLoader,
  Component: async () => (await import('./CouponHistory')).CouponHistory,
} satisfies StorefrontRouteModule;
