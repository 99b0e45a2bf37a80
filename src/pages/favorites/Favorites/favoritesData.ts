import type { PageLoader } from '../../lazyLoader';
import { getFavorites, type ApiClient } from '../../../api';
import { hasMorePages } from '../../lists/shared/teamPages';
import type { LoadedPage, PageResult } from '../../shared/paging';
import { toShopProduct, type ShopProduct } from '../../shared/product/shopProduct';

/** What the favourites loader returns: the first page of liked products, a login request, or a failure with retry. */
export type FavoritesData =
  | {
      readonly kind: 'ok';
      /** The first page; the next pages load as the shopper scrolls. */
      readonly first: LoadedPage<ShopProduct>;
      /** How many products are liked in all, when the answer says. */
      readonly total?: number;
    }
  | { readonly kind: 'login' }
  | { readonly kind: 'error' };

type FavoritesResult = Awaited<ReturnType<typeof getFavorites>>;

function call(client: ApiClient, page: number, signal?: AbortSignal): Promise<FavoritesResult> {
  return getFavorites(client, { page }, { suppressToast: true, ...(signal ? { signal } : {}) });
}

function toPage(result: Extract<FavoritesResult, { ok: true }>, page: number): LoadedPage<ShopProduct> {
  const items = result.data.list.map(toShopProduct);
  return { ok: true, items, page, hasMore: hasMorePages(result.data.paging, page, items.length) };
}

/** The first page of the shopper's liked products. Never throws: failures are values. */
export async function loadFavorites(client: ApiClient, signal?: AbortSignal): Promise<FavoritesData> {
  const result = await call(client, 1, signal);
  if (result.ok) {
    const total = result.data.paging?.total;
    return { kind: 'ok', first: toPage(result, 1), ...(total !== undefined ? { total } : {}) };
  }
  return result.kind === 'login' ? { kind: 'login' } : { kind: 'error' };
}

/** Page `page` (from 1) of the liked products, for the growing list (a failure offers a retry). */
export async function fetchFavoritesPage(client: ApiClient, page: number, signal?: AbortSignal): Promise<PageResult<ShopProduct>> {
  const result = await call(client, page, signal);
  return result.ok ? toPage(result, page) : { ok: false };
}

export const favoriteKey = (product: ShopProduct): string => product.id;

/** The route's loader (loaded on its first call through lazyLoader, so the first load holds none of its calls). */
export const favoritesLoader: PageLoader = ({ request }, { client }) => loadFavorites(client, request.signal);
