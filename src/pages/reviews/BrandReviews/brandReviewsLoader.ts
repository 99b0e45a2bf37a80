import { getBrandReviews, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadedOrLeave } from '../../shared/login';
import type { LoadedPage, PageResult } from '../../shared/paging';
import { numericParam } from '../shared/reviewAddresses';
import { reviewPageOf, type ReviewItem } from '../shared/reviewItems';

/**
 * What the loader returns: the brand's first page and score; `invalid` for a missing or malformed
 * brand_id (nothing asked); a failure with retry. An unknown brand shows the not-found page.
 */
export type BrandReviewsData =
  | { readonly kind: 'ok'; readonly brandId: string; readonly score: number | null; readonly first: LoadedPage<ReviewItem> }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'error' };

export async function fetchBrandReviewsPage(client: ApiClient, brandId: string, page: number, signal?: AbortSignal): Promise<PageResult<ReviewItem>> {
  const result = await getBrandReviews(client, { brand_id: brandId, page }, { suppressToast: true, ...(signal ? { signal } : {}) });
  return result.ok ? reviewPageOf(result.data, page) : { ok: false };
}

/** The brand reviews loader (spec §2 /m/brand_review?brand_id=): open to guests. */
export async function loadBrandReviews(client: ApiClient, request: Request): Promise<BrandReviewsData> {
  const brandId = numericParam(request, 'brand_id');
  if (brandId === null) return { kind: 'invalid' };
  const result = await getBrandReviews(client, { brand_id: brandId, page: 1 }, { suppressToast: true, signal: request.signal });
  const loaded = await loadedOrLeave(result, client, request);
  if (!loaded.ok) return { kind: 'error' };
  const score = loaded.data.score;
  return { kind: 'ok', brandId, score: score !== null && score !== undefined && score > 0 ? Math.min(5, score) : null, first: reviewPageOf(loaded.data, 1) };
}

export const brandReviewsLoader: PageLoader = ({ request }, { client }) => loadBrandReviews(client, request);
