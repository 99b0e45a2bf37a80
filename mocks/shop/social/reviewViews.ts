import type { z } from 'zod';
import { reviewSchema } from '../../../src/api/schemas/product';
import type { MockLocale } from '../../fixtures/locale';
import { pageOfList } from '../../fixtures/paging';
import { buildReview } from '../../fixtures/products';
import { objectUrl } from '../booking/storageOps';
import type { ShopState } from '../state';
import { userOf, viewerId } from './account';
import { brandProductIndexes, productIdAt, productIdOf } from './catalogue';
import { SAMPLE_REVIEWS_PER_PRODUCT, type ReviewRecord, type WrittenReviewRecord } from './reviewRecords';

type ReviewAnswer = z.input<typeof reviewSchema>;

/** Likes a review had before this shop's accounts (the samples' counts; a new review starts at 0). */
export function reviewLikesBefore(record: ReviewRecord): number {
  return record.kind === 'fixture' ? Number(buildReview(record.fixture).like_count) : 0;
}

/** A photo as the shop shows it: an uploaded object's path (review/2025/03/….jpg) becomes the bucket's address. */
function photoAddress(image: string): string {
  return /^(https?:)?\//.test(image) ? image : objectUrl(image);
}

/** Whether a review carries photos. */
function hasImages(record: ReviewRecord): boolean {
  return (record.kind === 'fixture' ? reviewSchema.parse(buildReview(record.fixture)).images : record.images).length > 0;
}

/** A review as the shop answers it, in a language, for a viewer (null: a guest). */
export function renderReview(state: ShopState, record: ReviewRecord, locale: MockLocale, viewer: number | null): ReviewAnswer {
  const is_liked = viewer !== null && record.liked_by.includes(viewer) ? 1 : 0;
  const like_count = String(reviewLikesBefore(record) + record.liked_by.length);
  const replies = record.replies ?? [];
  const comments = replies.length > 0 ? { comments: replies.map((reply) => ({ id: reply.id, nickname: userOf(state, reply.author_id)?.username ?? '', content: reply.content, created_at: reply.created_at })) } : {};
  if (record.kind === 'fixture') return { ...buildReview(record.fixture, locale), like_count, is_liked, ...comments };
  const author = record.author_id === null ? undefined : userOf(state, record.author_id);
  return {
    id: record.id,
    team_id: record.team_id,
    nickname: record.anonymous ? anonymousName(author?.username ?? '') : (author?.username ?? ''),
    avatar: author?.avatar ?? null,
    score: record.score,
    content: record.content,
    images: record.images.map(photoAddress),
    like_count,
    is_liked,
    lang: record.lang,
    created_at: record.created_at,
    ...comments,
  };
}

/** An anonymous review's name: the first and last characters of the author's, starred between. */
export function anonymousName(name: string): string {
  const characters = Array.from(name);
  if (characters.length === 0) return '***';
  return `${characters[0]}***${characters.length > 1 ? characters[characters.length - 1] : ''}`;
}

const written = (state: ShopState): WrittenReviewRecord[] =>
  state.social.reviews.filter((record): record is WrittenReviewRecord => record.kind === 'written');
const samples = (state: ShopState, count: number): ReviewRecord[] =>
  state.social.reviews.filter((record) => record.kind === 'fixture' && record.fixture < count);

/** An average over the samples' published score and the written reviews' scores, to one decimal. */
function averageScore(sampleScore: number, sampleCount: number, extra: readonly WrittenReviewRecord[]): number {
  const total = sampleScore * sampleCount + extra.reduce((sum, review) => sum + review.score, 0);
  return Math.round((total / (sampleCount + extra.length)) * 10) / 10;
}

/** The product reviews page size and the samples' published score. */
export const PRODUCT_REVIEW_PAGE_SIZE = 10;
export const SAMPLE_PRODUCT_SCORE = 4.8;

/**
 * A product's reviews: those written for it here (newest first), then the catalogue's samples
 * every product shows; has_image keeps reviews with photos. The score counts the written ones in.
 */
export function productReviews(state: ShopState, input: { team_id?: string; page: number; has_image?: boolean }, locale: MockLocale) {
  const productId = productIdOf(input.team_id);
  const own = written(state).filter((review) => productId !== undefined && productIdOf(review.team_id) === productId);
  const all = [...own, ...samples(state, SAMPLE_REVIEWS_PER_PRODUCT)];
  const viewer = viewerId(state);
  const shown = all.filter((record) => !input.has_image || hasImages(record)).map((record) => renderReview(state, record, locale, viewer));
  return { ...pageOfList(shown, input.page, PRODUCT_REVIEW_PAGE_SIZE), score: averageScore(SAMPLE_PRODUCT_SCORE, SAMPLE_REVIEWS_PER_PRODUCT, own) };
}

/** Brand reviews: pages of three; the samples' published score. */
export const BRAND_REVIEW_PAGE_SIZE = 3;
export const SAMPLE_BRAND_SCORE = 4.7;

/** A brand's reviews: those written here for its products (newest first), then the six samples. */
export function brandReviews(state: ShopState, input: { brandIndex: number; page: number }, locale: MockLocale) {
  const productIds = brandProductIndexes(input.brandIndex).map(productIdAt);
  const own = written(state).filter((review) => productIds.includes(productIdOf(review.team_id) ?? ''));
  const sampleReviews = state.social.reviews.filter((record) => record.kind === 'fixture');
  const viewer = viewerId(state);
  const all = [...own, ...sampleReviews].map((record) => renderReview(state, record, locale, viewer));
  return { ...pageOfList(all, input.page, BRAND_REVIEW_PAGE_SIZE), score: averageScore(SAMPLE_BRAND_SCORE, sampleReviews.length, own) };
}

/** A user's own reviews, newest first (those written here, then the samples they wrote). */
export function myReviews(state: ShopState, userId: number, locale: MockLocale): { list: ReviewAnswer[] } {
  const mine = state.social.reviews.filter((record) => record.author_id === userId);
  return { list: mine.map((record) => renderReview(state, record, locale, userId)) };
}

/** A review by id, or undefined. */
export function reviewById(state: ShopState, id: string | undefined): ReviewRecord | undefined {
  return state.social.reviews.find((record) => record.id === id);
}

/** The review square's page size. */
export const REVIEW_SQUARE_PAGE_SIZE = 10;

/**
 * The review square (/m/review): every review with photos, the latest first (written here, newest
 * first, then the samples) or the best first (most likes; ties keep the latest order).
 */
export function reviewSquare(state: ShopState, input: { sort?: string | undefined; page: number }, locale: MockLocale) {
  const viewer = viewerId(state);
  const withPhotos = state.social.reviews.filter(hasImages);
  const likes = (record: ReviewRecord) => reviewLikesBefore(record) + record.liked_by.length;
  const ordered = input.sort === 'best' ? [...withPhotos].sort((a, b) => likes(b) - likes(a)) : withPhotos;
  return pageOfList(
    ordered.map((record) => renderReview(state, record, locale, viewer)),
    input.page,
    REVIEW_SQUARE_PAGE_SIZE,
  );
}
