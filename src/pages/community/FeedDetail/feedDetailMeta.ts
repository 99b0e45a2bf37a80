import type { PageMeta } from '../../routeModule';
import type { FeedDetailData } from './feedDetailLoader';
import { truncateGraphemes } from '../../../format/text';
import { pageDescription } from '../../../format/pageDescription';

/** How much of an untitled post's text titles its page. */
const POST_TITLE_FROM_TEXT = 40;

function isFeedDetailData(data: unknown): data is FeedDetailData {
  return typeof data === 'object' && data !== null && 'kind' in data;
}

/** A post's page is titled by the post (its first words when it has no title), described by its text. */
export function feedDetailMeta(data: unknown): PageMeta | null {
  if (!isFeedDetailData(data) || data.kind !== 'ok') return null;
  const { post } = data;
  const description = pageDescription(post.content);
  const title = post.title.trim() || truncateGraphemes(description ?? '', POST_TITLE_FROM_TEXT);
  if (title === '') return null;
  return {
    title,
    ...(description ? { description } : {}),
    ...(post.cover ? { image: post.cover } : {}),
  };
}
