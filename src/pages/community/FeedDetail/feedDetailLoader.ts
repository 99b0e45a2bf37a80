import { redirect } from 'react-router';
import { getFeedDetail, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadedOrLeave } from '../../shared/login';
import { DELETED_ITEM, numericIdParam } from '../shared/communityAddresses';
import { toCommentThreads, toPostItem, type CommentItem, type PostItem } from '../shared/postItems';

/**
 * What the post page shows: the post and its comment threads; `invalid` (a missing or malformed
 * id: nothing asked); a failure with retry. An unknown post shows the not-found page, a deleted one
 * the deleted-item page.
 */
export type FeedDetailData =
  | { readonly kind: 'ok'; readonly post: PostItem; readonly comments: readonly CommentItem[] }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'error' };

/** The post page's loader (spec §2 /m/community/feed/detail?id=): open to guests. */
export async function loadFeedDetail(client: ApiClient, request: Request): Promise<FeedDetailData> {
  const id = numericIdParam(request);
  if (id === null) return { kind: 'invalid' };
  const loaded = await loadedOrLeave(await getFeedDetail(client, { id }, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return { kind: 'error' };
  if (loaded.data.deleted) throw redirect(DELETED_ITEM);
  return { kind: 'ok', post: toPostItem(loaded.data), comments: toCommentThreads(loaded.data) };
}

export const feedDetailLoader: PageLoader = ({ request }, { client }) => loadFeedDetail(client, request);
