import type { InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { useApiClient } from '../../../session';
import { useInfinitePages, type PageResult } from '../../shared/paging';
import type { ShopProduct } from '../../shared/product/shopProduct';
import { fetchTeamPage, type TeamPageResult, type TeamQuery } from './teamPages';

export interface InfiniteProducts {
  readonly products: readonly ShopProduct[];
  readonly status: InfiniteListStatus;
  /** Loads the next page (ignored unless idle or after an error). */
  readonly loadMore: () => void;
}

/** A product page in the paging hook's shape. */
export function toProductPage(result: TeamPageResult): PageResult<ShopProduct> {
  return result.ok ? { ok: true, items: result.products, page: result.page, hasMore: result.hasMore } : { ok: false };
}

// One converted page per loader page, so the paging hook sees the same first page object for as
// long as the loader's stays the same (and a new one exactly when the loader ran again).
const converted = new WeakMap<TeamPageResult, PageResult<ShopProduct>>();
function firstPageOf(result: TeamPageResult): PageResult<ShopProduct> {
  const known = converted.get(result);
  if (known) return known;
  const page = toProductPage(result);
  converted.set(result, page);
  return page;
}

const productKey = (product: ShopProduct) => product.id;

/**
 * The products of a paged list: the loader's first page, then each next page appended as the
 * sentinel asks for it (useInfinitePages over fetchTeamPage). A failed page leaves what was loaded
 * and offers a retry; a new first page (filters or sorting changed, the loader ran again) starts over.
 */
export function useInfiniteProducts(first: TeamPageResult, query: TeamQuery): InfiniteProducts {
  const client = useApiClient();
  const { items, status, loadMore } = useInfinitePages(
    firstPageOf(first),
    (page, signal) => fetchTeamPage(client, query, page, signal).then(toProductPage),
    { keyOf: productKey },
  );
  return { products: items, status, loadMore };
}
