import type { ApiResult, PostPage } from '../../../api';
import type { PageResult } from '../../shared/paging';
import { toPostItem, type PostItem } from './postItems';

/** A page of posts as a growing list takes it (has_more, else a full page of ten means more). */
export function toFeedPage(data: PostPage, page: number): PageResult<PostItem> {
  const items = data.list.filter((post) => !post.deleted).map(toPostItem);
  const hasMore = data.paging?.has_more ?? false;
  return { ok: true, items, page: data.paging?.page ?? page, hasMore };
}

/** A fetched page of posts, or a failed page (the list offers a retry). */
export function feedPageOf(result: ApiResult<{ readonly data: PostPage }>, page: number): PageResult<PostItem> {
  return result.ok ? toFeedPage(result.data, page) : { ok: false };
}
