import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Favourites, /m/favorite.php (spec §2; route name favorite): the shopper's liked products. */
export const favoritesRoute = {
  paths: ['favorite.php'],
  handle: { name: 'favorite', layout: {} },
  loader: lazyLoader(() => import('./favoritesData'), 'favoritesLoader'),
  Component: async () => (await import('./Favorites')).Favorites,
} satisfies StorefrontRouteModule;
