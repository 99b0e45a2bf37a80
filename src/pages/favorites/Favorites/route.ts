import type { LoaderFunctionArgs } from 'react-router';
import { loadFavorites } from './favoritesData';
import type { RouteDeps, StorefrontRouteModule } from '../../routeModule';

/** Favourites, /m/favorite.php (spec §2; route name favorite): the shopper's liked products. */
export const favoritesRoute = {
  paths: ['favorite.php'],
  handle: { name: 'favorite', layout: {} },
  loader: ({ request }: LoaderFunctionArgs, { client }: RouteDeps) => loadFavorites(client, request.signal),
  Component: async () => (await import('./Favorites')).Favorites,
} satisfies StorefrontRouteModule;
