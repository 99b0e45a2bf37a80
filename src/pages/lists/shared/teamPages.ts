import { getBestSellers, getBrandProducts, getProductList, getRankList } from '../../../api';
import type { ApiClient, ApiFailure, Paging } from '../../../api';
import { toShopProduct, type ShopProduct } from '../../shared/product/shopProduct';

/** Which call a paged product list comes from, with everything but the page number. */
export type TeamQuery =
  | { readonly endpoint: 'list'; readonly sign1?: string; readonly sign2?: string; readonly sort?: string; readonly coupon_id?: string }
  | { readonly endpoint: 'bestSellers' }
  | { readonly endpoint: 'rank'; readonly rank_type?: string; readonly period: string }
  | { readonly endpoint: 'brandProducts'; readonly sign: string; readonly category_id?: string };

/** One page of products, or why it failed (failures are values: the page shows a retry). */
export type TeamPageResult =
  | { readonly ok: true; readonly products: readonly ShopProduct[]; readonly page: number; readonly hasMore: boolean }
  | { readonly ok: false; readonly failure: ApiFailure };

/**
 * Whether another page follows: has_more when sent, else page × page_size < total, else (no
 * paging block) none.
 */
export function hasMorePages(paging: Paging | null | undefined, page: number, received: number): boolean {
  if (received === 0 || !paging) return false;
  if (paging.has_more !== undefined) return paging.has_more;
  if (paging.total !== undefined && paging.page_size !== undefined) return page * paging.page_size < paging.total;
  return false;
}

/** Every product-list call answers with the same page schema. */
type TeamPageCall = ReturnType<typeof getProductList>;

function call(client: ApiClient, query: TeamQuery, page: number, signal?: AbortSignal): TeamPageCall {
  const options = { suppressToast: true, ...(signal ? { signal } : {}) };
  switch (query.endpoint) {
    case 'list': {
      const { endpoint: _, ...params } = query;
      return getProductList(client, { ...params, page }, options);
    }
    case 'bestSellers':
      return getBestSellers(client, { page }, options);
    case 'rank': {
      const { endpoint: _, ...params } = query;
      // The rank call takes no page: a rank is one page.
      return getRankList(client, params, options);
    }
    case 'brandProducts': {
      const { endpoint: _, ...params } = query;
      return getBrandProducts(client, { ...params, page }, options);
    }
  }
}

/** Fetches page `page` (from 1) of a product list. */
export async function fetchTeamPage(client: ApiClient, query: TeamQuery, page: number, signal?: AbortSignal): Promise<TeamPageResult> {
  const result = await call(client, query, page, signal);
  if (!result.ok) return { ok: false, failure: result };
  const products = result.data.list.map(toShopProduct);
  const more = query.endpoint === 'rank' ? false : hasMorePages(result.data.paging, page, products.length);
  return { ok: true, products, page, hasMore: more };
}
