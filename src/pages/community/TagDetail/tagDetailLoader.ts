import { getTagDetail, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadedOrLeave } from '../../shared/login';
import { numericIdParam } from '../shared/communityAddresses';
import { toPostItem, type PostItem } from '../shared/postItems';

/** A tag as its page shows it. */
export interface TagItem {
  readonly id: string;
  readonly name: string;
  readonly cover?: string;
  readonly postCount: number;
  readonly followerCount: number;
  readonly following: boolean;
}

/** What the tag page shows: the tag and its posts; `invalid` (a missing or malformed id); a failure with retry. An unknown tag: not found. */
export type TagDetailData =
  | { readonly kind: 'ok'; readonly tag: TagItem; readonly posts: readonly PostItem[] }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'error' };

/** The tag page's loader (spec §2 /m/community/tag_detail.php?id=): open to guests. */
export async function loadTagDetail(client: ApiClient, request: Request): Promise<TagDetailData> {
  const id = numericIdParam(request);
  if (id === null) return { kind: 'invalid' };
  const loaded = await loadedOrLeave(await getTagDetail(client, { id }, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return { kind: 'error' };
  const tag = loaded.data;
  return {
    kind: 'ok',
    tag: {
      id: tag.id,
      name: tag.name,
      ...(tag.cover ? { cover: tag.cover } : {}),
      postCount: Math.max(0, tag.post_count),
      followerCount: Math.max(0, tag.follower_count ?? 0),
      following: Boolean(tag.is_following),
    },
    posts: tag.posts.filter((post) => !post.deleted).map(toPostItem),
  };
}

export const tagDetailLoader: PageLoader = ({ request }, { client }) => loadTagDetail(client, request);
