import type { FeedComment, FeedDetail, Post } from '../../../api';
import { truncateGraphemes } from '../../../format';
import { toShopProduct, type ShopProduct } from '../../shared/product/shopProduct';
import { postHref } from './communityAddresses';

/** A post as the community pages show it. */
export interface PostItem {
  readonly id: string;
  readonly title: string;
  readonly content: string;
  readonly images: readonly string[];
  /** The first picture, or '' when the post has none. */
  readonly cover: string;
  readonly authorName: string;
  readonly authorAvatar?: string;
  readonly likeCount: number;
  readonly liked: boolean;
  readonly commentCount: number;
  readonly tags: readonly { readonly id: string; readonly name: string }[];
  readonly products: readonly ShopProduct[];
  readonly createdAt: string;
  readonly href: string;
}

/** A comment with the replies that answer it (one level, oldest reply first). */
export interface CommentItem {
  readonly id: string;
  readonly authorName: string;
  readonly authorAvatar?: string;
  readonly content: string;
  readonly createdAt: string;
  readonly replies: readonly CommentItem[];
}

/** A post without a title is named by the start of its text (never splitting a Thai cluster). */
export function untitled(content: string): string {
  return truncateGraphemes(content.trim(), UNTITLED_LENGTH);
}

const UNTITLED_LENGTH = 40;

export function toPostItem(post: Post): PostItem {
  const content = post.content;
  return {
    id: post.id,
    title: post.title?.trim() || untitled(content),
    content,
    images: post.images,
    cover: post.images[0] ?? '',
    authorName: post.author.nickname,
    ...(post.author.avatar ? { authorAvatar: post.author.avatar } : {}),
    likeCount: Math.max(0, post.like_count),
    liked: Boolean(post.is_liked),
    commentCount: Math.max(0, post.comment_count ?? 0),
    tags: post.tags,
    products: (post.teams ?? []).map(toShopProduct),
    createdAt: post.created_at,
    href: postHref(post.id),
  };
}

function toCommentItem(comment: FeedComment, replies: readonly CommentItem[]): CommentItem {
  return {
    id: comment.id,
    authorName: comment.author.nickname,
    ...(comment.author.avatar ? { authorAvatar: comment.author.avatar } : {}),
    content: comment.content,
    createdAt: comment.created_at,
    replies,
  };
}

/**
 * The post's comments as threads: comments that answer none, newest first (as the server lists
 * them), each with its replies oldest first. A reply to a reply joins its thread; a reply whose
 * comment is not listed shows as a comment of its own.
 */
export function toCommentThreads(detail: FeedDetail): CommentItem[] {
  const comments = detail.comments ?? [];
  const byId = new Map(comments.map((comment) => [comment.id, comment]));
  const rootOf = (comment: FeedComment): FeedComment => {
    let current = comment;
    const seen = new Set<string>();
    while (current.reply_to && byId.has(current.reply_to) && !seen.has(current.id)) {
      seen.add(current.id);
      current = byId.get(current.reply_to) ?? current;
    }
    return current;
  };
  const roots = comments.filter((comment) => rootOf(comment) === comment);
  return roots.map((root) =>
    toCommentItem(
      root,
      comments
        .filter((comment) => comment !== root && rootOf(comment) === root)
        .reverse()
        .map((reply) => toCommentItem(reply, [])),
    ),
  );
}

/** The tags of a list of posts, each once, in the order met (the community's hot tags). */
export function tagsOf(posts: readonly PostItem[], max = 8): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const post of posts) for (const tag of post.tags) if (!seen.has(tag.id)) seen.set(tag.id, tag.name);
  return [...seen].slice(0, max).map(([id, name]) => ({ id, name }));
}
