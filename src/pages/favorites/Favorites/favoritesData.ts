import { getFavorites, type ApiClient } from '../../../api';
import { toShopProduct, type ShopProduct } from '../../shared/product/shopProduct';

/** What the favourites loader returns: the liked products, a login request, or a failure with retry. */
export type FavoritesData =
  | { readonly kind: 'ok'; readonly products: readonly ShopProduct[] }
  | { readonly kind: 'login' }
  | { readonly kind: 'error' };

/** The first page of the shopper's liked products. Never throws: failures are values. */
export async function loadFavorites(client: ApiClient, signal?: AbortSignal): Promise<FavoritesData> {
  const result = await getFavorites(client, { page: 1 }, { suppressToast: true, ...(signal ? { signal } : {}) });
  if (result.ok) return { kind: 'ok', products: result.data.list.map(toShopProduct) };
  return result.kind === 'login' ? { kind: 'login' } : { kind: 'error' };
}
