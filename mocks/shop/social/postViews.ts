import type { z } from 'zod';
import { postSchema, type tagDetailSchema } from '../../../src/api/schemas/community';
import type { feedCommentSchema } from '../../../src/api/schemas/feedComment';
import { buildPost } from '../../fixtures/community';
import { pickText, type MockLocale } from '../../fixtures/locale';
import { pageOfList } from '../../fixtures/paging';
import type { ShopState } from '../state';
import { userOf, viewerId } from './account';
import { productIdOf } from './catalogue';
import { teamsOf } from './productViews';
import { TAGS, type CommentRecord, type PostRecord } from './postRecords';

type PostAnswer = z.input<typeof postSchema>;
type CommentAnswer = z.input<typeof feedCommentSchema>;

/** Community lists come in pages of ten. */
export const FEED_PAGE_SIZE = 10;

/** The comments on a post, newest first. */
export function commentsOf(state: ShopState, postId: string): CommentRecord[] {
  return state.social.comments.filter((comment) => comment.post_id === postId).reverse();
}

function authorOf(state: ShopState, userId: number) {
  const user = userOf(state, userId);
  return { uid: userId, nickname: user?.username ?? '', avatar: user?.avatar ?? null, level: user?.level ?? null };
}

/** Likes a post had before this shop's accounts (the samples' counts; a new post starts at 0). */
export function postLikesBefore(record: PostRecord): number {
  return record.kind === 'fixture' ? Number(buildPost(record.fixture).like_count) : 0;
}

/** A post's comment count: the sample's count plus the comments written in the shop. */
export function commentCountOf(state: ShopState, record: PostRecord): number {
  const before = record.kind === 'fixture' ? Number(buildPost(record.fixture).comment_count ?? 0) : 0;
  return before + commentsOf(state, record.id).length;
}

/** A post as the shop answers it, in a language, for a viewer (null: a guest). */
export function renderPost(state: ShopState, record: PostRecord, locale: MockLocale, viewer: number | null): PostAnswer {
  const is_liked = viewer !== null && record.liked_by.includes(viewer) ? 1 : 0;
  const comment_count = commentCountOf(state, record);
  if (record.kind === 'fixture') {
    const sample = buildPost(record.fixture, locale);
    return {
      ...sample,
      like_count: postLikesBefore(record) + record.liked_by.length,
      comment_count,
      is_liked,
    };
  }
  return {
    id: record.id,
    sign: `post-${record.id}`,
    title: record.title,
    content: record.content,
    images: [...record.images],
    author: authorOf(state, record.author_id),
    like_count: record.liked_by.length,
    comment_count,
    is_liked,
    tags: TAGS.filter((tag) => record.tag_ids.includes(tag.id)).map((tag) => ({ id: tag.id, name: pickText(tag.name, locale) })),
    teams: teamsOf(record.team_ids ?? [], locale),
    lang: record.lang,
    created_at: record.created_at,
    deleted: 0,
  };
}

/** A comment as the shop answers it. */
export function renderComment(state: ShopState, comment: CommentRecord): CommentAnswer {
  return {
    id: comment.id,
    feed_id: comment.post_id,
    content: comment.content,
    author: authorOf(state, comment.author_id),
    reply_to: comment.reply_to,
    lang: comment.lang,
    created_at: comment.created_at,
  };
}

/** The products a post names (the samples name one each; posts written here those their author tagged). */
function productsNamed(record: PostRecord): string[] {
  if (record.kind === 'written') return (record.team_ids ?? []).flatMap((id) => productIdOf(id) ?? []);
  return (postSchema.parse(buildPost(record.fixture)).teams ?? []).map((team) => team.id);
}

/** The tags a viewer follows (none for a guest). */
export function followedTags(state: ShopState, viewer: number | null): number[] {
  return viewer === null ? [] : (state.social.community.tagFollows[viewer] ?? []);
}

/** Followers a tag had before this shop's accounts. */
const TAG_FOLLOWERS_BEFORE = 120;

/** Whether a viewer follows a tag, and how many do. */
export function tagFollowState(state: ShopState, tagId: number, viewer: number | null): { is_following: 0 | 1; follower_count: number } {
  const followers = Object.values(state.social.community.tagFollows).filter((ids) => ids.includes(tagId)).length;
  return { is_following: followedTags(state, viewer).includes(tagId) ? 1 : 0, follower_count: TAG_FOLLOWERS_BEFORE + followers };
}

/** A post by id, or undefined. */
export function postById(state: ShopState, id: string | undefined): PostRecord | undefined {
  return state.social.posts.find((post) => post.id === id);
}

/**
 * A page of posts, newest written first, then the samples: all of them (community home, feeds),
 * those under a tag (feeds with tag_id), under the tags the viewer follows (following), the
 * viewer's own (mine) or those naming a product (experiences with team_id).
 */
export function postPage(state: ShopState, input: { page: number; tag_id?: string; team_id?: string; following?: boolean; mine?: boolean }, locale: MockLocale) {
  const viewer = viewerId(state);
  const productId = input.team_id ? (productIdOf(input.team_id) ?? input.team_id) : undefined;
  const hidden = viewer === null ? [] : (state.social.community.hidden[viewer] ?? []);
  const followed = followedTags(state, viewer);
  const posts = state.social.posts
    .filter((post) => !hidden.includes(post.id))
    .filter((post) => !input.following || post.tag_ids.some((id) => followed.includes(id)))
    // The shopper's own posts: none for a guest.
    .filter((post) => !input.mine || (viewer !== null && post.author_id === viewer))
    .filter((post) => !input.tag_id || post.tag_ids.includes(Number(input.tag_id)))
    .filter((post) => productId === undefined || productsNamed(post).includes(productId))
    .map((post) => renderPost(state, post, locale, viewer));
  return pageOfList(posts, input.page, FEED_PAGE_SIZE);
}

/** A post's detail with its comments (newest first); undefined for an unknown post. */
export function feedDetail(state: ShopState, id: string | undefined, locale: MockLocale): (PostAnswer & { comments: CommentAnswer[] }) | undefined {
  const post = postById(state, id);
  if (!post) return undefined;
  return { ...renderPost(state, post, locale, viewerId(state)), comments: commentsOf(state, post.id).map((comment) => renderComment(state, comment)) };
}

/** A tag's page: its name, cover, post count and a page of its posts; undefined for an unknown tag. */
export function tagDetail(state: ShopState, input: { id?: string; page: number }, locale: MockLocale): z.input<typeof tagDetailSchema> | undefined {
  const tag = TAGS.find((seed) => String(seed.id) === input.id);
  if (!tag) return undefined;
  const page = postPage(state, { page: input.page, tag_id: String(tag.id) }, locale);
  return {
    id: tag.id,
    name: pickText(tag.name, locale),
    cover: tag.cover,
    post_count: page.paging.total,
    posts: page.list,
    ...tagFollowState(state, tag.id, viewerId(state)),
  };
}

/** A topic's page (/m/community/{sign}): the tag with that sign and a page of its posts; undefined for an unknown sign. */
export function topicPage(state: ShopState, input: { sign: string; page: number }, locale: MockLocale) {
  const tag = TAGS.find((seed) => seed.sign === input.sign);
  if (!tag) return undefined;
  const page = postPage(state, { page: input.page, tag_id: String(tag.id) }, locale);
  return { ...page, topic: { id: tag.id, sign: tag.sign, name: pickText(tag.name, locale), cover: tag.cover } };
}
