import { getReviewDetail, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadedOrLeave } from '../../shared/login';
import { numericParam } from '../shared/reviewAddresses';
import { toReviewItem, toReviewReplies, type ReviewItem, type ReviewReply } from '../shared/reviewItems';

/**
 * What the loader returns: the review and its replies; `deleted` (the review was removed);
 * `invalid` (a missing or malformed id, nothing asked); a failure with retry. An unknown id
 * shows the not-found page.
 */
export type ReviewDetailData =
  | { readonly kind: 'ok'; readonly review: ReviewItem; readonly replies: readonly ReviewReply[] }
  | { readonly kind: 'deleted' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'error' };

/** The review detail loader (spec §2 /m/review/detail?id=): open to guests. */
export async function loadReviewDetail(client: ApiClient, request: Request): Promise<ReviewDetailData> {
  const id = numericParam(request, 'id');
  if (id === null) return { kind: 'invalid' };
  const loaded = await loadedOrLeave(await getReviewDetail(client, { id }, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return { kind: 'error' };
  if (loaded.data.deleted) return { kind: 'deleted' };
  return { kind: 'ok', review: toReviewItem(loaded.data), replies: toReviewReplies(loaded.data) };
}

export const reviewDetailLoader: PageLoader = ({ request }, { client }) => loadReviewDetail(client, request);
