import type { Review, ReviewPage } from '../../../api';
import type { ReviewTranslation } from '../../../components/ReviewCard';
import type { LoadedPage } from '../../shared/paging';

/** A review as the review pages show it. */
export interface ReviewItem {
  readonly id: string;
  readonly teamId: string;
  readonly authorName: string;
  readonly avatarUrl: string | null;
  /** 1 to 5. */
  readonly rating: number;
  readonly date: string;
  readonly text: string;
  readonly photos: readonly string[];
  readonly likeCount: number;
  readonly liked: boolean;
  readonly deleted: boolean;
}

/** A reply under a review (review/detail). */
export interface ReviewReply {
  readonly id: string;
  readonly nickname: string;
  readonly content: string;
  readonly date: string;
}

/** A score the stars can draw: 1 to 5 (an out-of-range answer is clamped). */
const rating = (score: number) => Math.min(5, Math.max(1, Number.isFinite(score) ? score : 5));

export function toReviewItem(review: Review): ReviewItem {
  return {
    id: review.id,
    teamId: review.team_id,
    authorName: review.nickname,
    avatarUrl: review.avatar || null,
    rating: rating(review.score),
    date: review.created_at,
    text: review.content,
    photos: review.images,
    likeCount: Math.max(0, review.like_count),
    liked: Boolean(review.is_liked),
    deleted: Boolean(review.deleted),
  };
}

export function toReviewReplies(review: Review): ReviewReply[] {
  return (review.comments ?? []).map((reply) => ({ id: reply.id, nickname: reply.nickname, content: reply.content, date: reply.created_at }));
}

/** Page `page` of a review list, with whether another page follows (has_more, else total over page size). */
export function reviewPageOf(answer: Pick<ReviewPage, 'list' | 'paging'>, page: number): LoadedPage<ReviewItem> {
  const items = answer.list.map(toReviewItem);
  const paging = answer.paging;
  let hasMore = false;
  if (items.length > 0 && paging) {
    if (paging.has_more !== undefined) hasMore = paging.has_more;
    else if (paging.total !== undefined && paging.page_size !== undefined) hasMore = page * paging.page_size < paging.total;
  }
  return { ok: true, items, page, hasMore };
}

export const reviewKey = (item: ReviewItem): string => item.id;

/** A like as the shopper last set it (over the loaded review's). */
export interface LikeState {
  readonly liked: boolean;
  readonly count: number;
  readonly pending: boolean;
}

/** A review with what the shopper set on it: the like and the translation. */
export interface ShownReview extends ReviewItem {
  readonly like: LikeState;
  readonly translation?: ReviewTranslation;
}

/** A loaded review with no like or translation of the shopper's yet (stories, first render). */
export const asShown = (review: ReviewItem): ShownReview => ({ ...review, like: { liked: review.liked, count: review.likeCount, pending: false } });
