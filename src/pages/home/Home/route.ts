import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * Home, /m (spec §2 route name home): banners and modules, promotions and recommended products
 * (loaded in parallel), the footer data's notices and the footer navigation. No go-to-top (spec §2).
 */
export const homeRoute = {
  paths: [''],
  handle: { name: 'home', layout: { hideGoTop: true, footerNav: true } },
  loader: lazyLoader(() => import('./homeData'), 'homeLoader'),
  Component: async () => (await import('./Home')).Home,
} satisfies StorefrontRouteModule;
