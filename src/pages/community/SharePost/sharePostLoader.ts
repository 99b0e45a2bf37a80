import { redirect } from 'react-router';
import { getFeedDetail, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadedOrLeave } from '../../shared/login';
import { DELETED_ITEM, numericIdParam } from '../shared/communityAddresses';
import { toPostItem, type PostItem } from '../shared/postItems';

/** What the share page shows: the post's summary; `invalid` (a missing or malformed id); a failure with retry. A deleted post: the deleted-item page. */
export type SharePostData = { readonly kind: 'ok'; readonly post: PostItem } | { readonly kind: 'invalid' } | { readonly kind: 'error' };

/** The share page's loader (spec §2 /m/community/share.php?id=): the address a shared link opens, open to everyone. */
export async function loadSharePost(client: ApiClient, request: Request): Promise<SharePostData> {
  const id = numericIdParam(request);
  if (id === null) return { kind: 'invalid' };
  const loaded = await loadedOrLeave(await getFeedDetail(client, { id }, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return { kind: 'error' };
  if (loaded.data.deleted) throw redirect(DELETED_ITEM);
  return { kind: 'ok', post: toPostItem(loaded.data) };
}

export const sharePostLoader: PageLoader = ({ request }, { client }) => loadSharePost(client, request);
