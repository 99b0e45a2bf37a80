import type { StorefrontRouteModule } from '../../routeModule';
import { lazyLoader } from '../../lazyLoader';
import { searchMeta } from './searchMeta';

/**
 * The search page (spec §2 `/m/search`): the search field with suggestions and the history kept
 * in cookies, popular searches, and the results of `?keyword=` (optionally `&brand_sign=`).
 */
export const searchRoute = {
  paths: ['search'],
  handle: { name: 'search', layout: {}, meta: searchMeta },
  loader: lazyLoader(() => import('./searchLoader'), 'searchLoader'),
  Component: async () => (await import('./Search')).Search,
} satisfies StorefrontRouteModule;
