import { getFeedDetail, getProfile, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadedOrLeave } from '../../shared/login';
import { numericIdParam } from '../shared/communityAddresses';
import { untitled } from '../shared/postItems';

/** What the report page shows: the post being reported (its title); `invalid` (a missing or malformed id); a failure with retry. */
export type ReportPostData = { readonly kind: 'ok'; readonly postId: string; readonly postTitle: string } | { readonly kind: 'invalid' } | { readonly kind: 'error' };

/** The report page's loader (spec §2 /m/community/report.php?id=): needs login (a guest is sent to login and back); an unknown post: not found. */
export async function loadReportPost(client: ApiClient, request: Request): Promise<ReportPostData> {
  const id = numericIdParam(request);
  const options = { suppressToast: true, signal: request.signal };
  const [profile, post] = await Promise.all([getProfile(client, {}, options), id === null ? null : getFeedDetail(client, { id }, options)]);
  const signedIn = await loadedOrLeave(profile, client, request);
  if (!signedIn.ok) return { kind: 'error' };
  if (id === null || post === null) return { kind: 'invalid' };
  const loaded = await loadedOrLeave(post, client, request);
  if (!loaded.ok) return { kind: 'error' };
  return { kind: 'ok', postId: id, postTitle: loaded.data.title?.trim() || untitled(loaded.data.content) };
}

export const reportPostLoader: PageLoader = ({ request }, { client }) => loadReportPost(client, request);
