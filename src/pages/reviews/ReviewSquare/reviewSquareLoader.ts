import { getReviewSquare, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadedOrLeave } from '../../shared/login';
import type { LoadedPage, PageResult } from '../../shared/paging';
import { reviewPageOf, type ReviewItem } from '../shared/reviewItems';

/** The square's two orders: the latest first, or the most liked first. */
export const SQUARE_SORTS = ['latest', 'best'] as const;
export type SquareSort = (typeof SQUARE_SORTS)[number];

/** `?sort=`: best, else latest (a missing or unknown value). */
export function squareSortOf(request: Request): SquareSort {
  return new URL(request.url).searchParams.get('sort') === 'best' ? 'best' : 'latest';
}

/** What the loader returns: the first page of one order, or a failure with retry. */
export type ReviewSquareData =
  | { readonly kind: 'ok'; readonly sort: SquareSort; readonly first: LoadedPage<ReviewItem> }
  | { readonly kind: 'error'; readonly sort: SquareSort };

/** Page `page` of the square in one order (a failure offers a retry). */
export async function fetchSquarePage(client: ApiClient, sort: SquareSort, page: number, signal?: AbortSignal): Promise<PageResult<ReviewItem>> {
  const result = await getReviewSquare(client, { sort, page }, { suppressToast: true, ...(signal ? { signal } : {}) });
  return result.ok ? reviewPageOf(result.data, page) : { ok: false };
}

/** The review square's loader (spec §2 /m/review): the first page of the chosen order; open to guests. */
export async function loadReviewSquare(client: ApiClient, request: Request): Promise<ReviewSquareData> {
  const sort = squareSortOf(request);
  const loaded = await loadedOrLeave(await getReviewSquare(client, { sort, page: 1 }, { suppressToast: true, signal: request.signal }), client, request);
  return loaded.ok ? { kind: 'ok', sort, first: reviewPageOf(loaded.data, 1) } : { kind: 'error', sort };
}

export const reviewSquareLoader: PageLoader = ({ request }, { client }) => loadReviewSquare(client, request);
