import type { ApiClient, CallOptions, getRecentlyViewed, Paging } from '../../../api';
import { hasMorePages } from '../../lists/shared/teamPages';
import type { LoadedPage, PageResult } from '../../shared/paging';
import { toShopProduct, type ShopProduct } from '../../shared/product/shopProduct';

/** A paged list of the shopper's products (recently viewed, reminders): both answer the same schema. */
type AccountProductsResult = Awaited<ReturnType<typeof getRecentlyViewed>>;
export type AccountProductsCall = (client: ApiClient, params: { page?: number }, options: CallOptions) => Promise<AccountProductsResult>;

/** Whether another page follows; a total without a page size counts this page's size as every page's. */
export function hasMoreAccountProducts(paging: Paging | null | undefined, page: number, received: number): boolean {
  if (hasMorePages(paging, page, received)) return true;
  if (received === 0 || !paging || paging.has_more !== undefined || paging.page_size !== undefined || paging.total === undefined) return false;
  return page * received < paging.total;
}

/** A page of the answer as product cards. */
export function toProductsPage(result: Extract<AccountProductsResult, { ok: true }>, page: number): LoadedPage<ShopProduct> {
  const items = result.data.list.map(toShopProduct);
  return { ok: true, items, page, hasMore: hasMoreAccountProducts(result.data.paging, page, items.length) };
}

/** Page `page` (from 1) of the list, for the growing list (a failure offers a retry). Never throws. */
export async function fetchAccountProductsPage(call: AccountProductsCall, client: ApiClient, page: number, signal?: AbortSignal): Promise<PageResult<ShopProduct>> {
  const result = await call(client, { page }, { suppressToast: true, ...(signal ? { signal } : {}) });
  return result.ok ? toProductsPage(result, page) : { ok: false };
}

export const productKey = (product: ShopProduct): string => product.id;
