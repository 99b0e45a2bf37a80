import { getBrandReviews, type ApiClient, type Review } from '../../../api';
import { hasMorePages } from '../../lists/shared/teamPages';
import type { PageResult } from '../../shared/paging';

type BrandReviewsResult = Awaited<ReturnType<typeof getBrandReviews>>;

/** A brand-reviews answer as a page of the growing list: whether more follow comes from its paging block. */
export function toReviewPage(result: BrandReviewsResult, page: number): PageResult<Review> {
  if (!result.ok) return { ok: false };
  const items = result.data.list;
  return { ok: true, items, page, hasMore: hasMorePages(result.data.paging, page, items.length) };
}

/** Page `page` (from 1) of a brand's reviews (no toast: the list offers a retry). */
export async function fetchBrandReviewPage(client: ApiClient, sign: string, page: number, signal?: AbortSignal): Promise<PageResult<Review>> {
  return toReviewPage(await getBrandReviews(client, { sign, page }, { suppressToast: true, ...(signal ? { signal } : {}) }), page);
}

export const reviewKey = (review: Review): string => review.id;
