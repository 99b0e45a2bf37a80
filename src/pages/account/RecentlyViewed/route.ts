import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Recently viewed, /m/account/RecentlyView.php (spec §2; route name account-RecentlyView): the products the shopper looked at, cleared on request. Needs login. */
export const recentlyViewedRoute = {
  paths: ['account/RecentlyView.php'],
  handle: { name: 'account-RecentlyView', layout: {} },
  loader: lazyLoader(() => import('./recentlyViewedLoader'), 'recentlyViewedLoader'),
  Component: async () => (await import('./RecentlyViewed')).RecentlyViewed,
} satisfies StorefrontRouteModule;
