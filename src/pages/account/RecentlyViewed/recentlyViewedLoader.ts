import type { LoaderFunctionArgs } from 'react-router';
import { getRecentlyViewed, type ApiClient } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { loadedOrLeave } from '../../shared/login';
import type { LoadedPage } from '../../shared/paging';
import type { ShopProduct } from '../../shared/product/shopProduct';
import { toProductsPage } from '../shared/accountProducts';

/** What the recently viewed loader returns: the first page of products, or a failure with retry (a guest was sent to login). */
export type RecentlyViewedData = { readonly kind: 'ok'; readonly first: LoadedPage<ShopProduct>; readonly total?: number } | { readonly kind: 'error' };

/** The first page of the products the shopper viewed, newest first. A guest (401) is sent to login and back. */
export async function loadRecentlyViewed(client: ApiClient, request: Request): Promise<RecentlyViewedData> {
  const result = await getRecentlyViewed(client, { page: 1 }, { suppressToast: true, signal: request.signal });
  const loaded = await loadedOrLeave(result, client, request);
  if (!loaded.ok || !result.ok) return { kind: 'error' };
  const total = result.data.paging?.total;
  return { kind: 'ok', first: toProductsPage(result, 1), ...(total !== undefined ? { total } : {}) };
}

/** The route's loader (loaded on its first call, see lazyLoader). */
export function recentlyViewedLoader({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<RecentlyViewedData> {
  return loadRecentlyViewed(client, request);
}
