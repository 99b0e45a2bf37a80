import type { StorefrontRouteModule } from '../../routeModule';
import { lazyLoader } from '../../lazyLoader';

/** The coupon wallet, /m/mycoupon.php (spec §2; route name mycoupon): usable, used and expired tabs (`?tab=`). */
export const myCouponsRoute = {
  paths: ['mycoupon.php'],
  handle: { name: 'mycoupon', layout: {} },
  loader: lazyLoader(() => import('./myCouponsLoader'), 'myCouponsLoader'),
  Component: async () => (await import('./MyCoupons')).MyCoupons,
} satisfies StorefrontRouteModule;
