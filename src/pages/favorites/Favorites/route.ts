import type { LoaderFunctionArgs } from 'react-router';
import type { ApiClient } from '../../../api';
import { loadFavorites } from './favoritesData';

/** Favourites, /m/favorite.php (spec §2; route name favorite): the shopper's liked products. */
export const favoritesRoute = {
  paths: ['favorite.php'],
  handle: { name: 'favorite', layout: {} },
  loader: ({ request }: LoaderFunctionArgs, { client }: { client: ApiClient }) => loadFavorites(client, request.signal),
  Component: async () => (await import('./Favorites')).Favorites,
};
