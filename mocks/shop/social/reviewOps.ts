import type { MockLocale } from '../../fixtures/locale';
import { tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import { isLineReviewed, mayReview } from '../shopping/reviewableLines';
import type { ShopState } from '../state';
import { signedInId } from './account';
import { countGraphemes as textLength } from '../../../src/format/text';
import type { ReviewRecord, WrittenReviewRecord } from './reviewRecords';
import { reviewById, reviewLikesBefore } from './reviewViews';
import { invalid, refuse, unknown } from './socialFailures';

/** The first id of a review written in the shop (the samples are 80001…80006). */
export const FIRST_WRITTEN_REVIEW_ID = 81_001;
export const REVIEW_MAX_LENGTH = 500;
export const REVIEW_MAX_IMAGES = 9;

/** What writeReview takes: the form's fields and the language the shopper writes in. */
export interface WriteReviewInput {
  readonly order_id?: string;
  readonly team_id?: string;
  readonly score?: number;
  readonly content?: string;
  readonly images?: readonly string[];
  readonly lang: MockLocale;
  /** Shown without the author's name. */
  readonly anonymous?: boolean;
}

const MESSAGES = {
  noProduct: { th: 'กรุณาระบุคำสั่งซื้อและสินค้าที่จะรีวิว', en: 'Say which order and product you are reviewing.', zh: '请指定要评价的订单和商品。' },
  badScore: { th: 'กรุณาให้คะแนน 1 ถึง 5 ดาว', en: 'Give a score from 1 to 5 stars.', zh: '请给出1到5星的评分。' },
  noContent: { th: 'กรุณาเขียนรีวิว', en: 'Write a few words about the product.', zh: '请填写评价内容。' },
  tooLong: { th: 'รีวิวยาวได้ไม่เกิน 500 ตัวอักษร', en: 'A review can be at most 500 characters long.', zh: '评价内容不能超过500字。' },
  tooManyImages: { th: 'แนบรูปได้ไม่เกิน 9 รูป', en: 'Attach at most 9 photos.', zh: '最多上传9张图片。' },
} as const;

/**
 * writeReview: the signed-in shopper reviews a product of one of their delivered orders (see
 * reviewableLines). Refused: a guest (401); a missing order or product, a score outside 1–5, empty
 * or over-long text or more than nine photos (errcode 1); a second review of the same product for
 * the same order (4112); a product not in a delivered order of theirs (4111). The product's reviews and "my reviews" then show it first.
 */
export function writeReview(state: ShopState, input: WriteReviewInput): ShopOutcome<WrittenReviewRecord> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const orderId = (input.order_id ?? '').trim();
  const teamId = (input.team_id ?? '').trim();
  if (!orderId || !teamId) return invalid(MESSAGES.noProduct);
  const score = input.score;
  if (score === undefined || !Number.isInteger(score) || score < 1 || score > 5) return invalid(MESSAGES.badScore);
  const content = (input.content ?? '').trim();
  if (!content) return invalid(MESSAGES.noContent);
  if (textLength(content) > REVIEW_MAX_LENGTH) return invalid(MESSAGES.tooLong);
  const images = input.images ?? [];
  if (images.length > REVIEW_MAX_IMAGES) return invalid(MESSAGES.tooManyImages);
  if (isLineReviewed(state, userId, orderId, teamId)) return refuse('reviewTwice');
  if (!mayReview(state, userId, orderId, teamId)) return refuse('reviewNotBought');
  const id = newId(state, 'productReview', FIRST_WRITTEN_REVIEW_ID);
  if (isFailure(id)) return id;
  const record: WrittenReviewRecord = {
    kind: 'written',
    id: String(id),
    team_id: teamId,
    author_id: userId,
    order_id: orderId,
    score,
    content,
    images: [...images],
    lang: input.lang,
    ...(input.anonymous ? { anonymous: true } : {}),
    created_at: tick(state.clock),
    liked_by: [],
  };
  state.social.reviews.unshift(record);
  return record;
}

/**
 * likeReview: toggles the signed-in user's like of a review; the count moves by one. Refused: a
 * guest (401), an unknown review (404).
 */
export function likeReview(state: ShopState, input: { review_id?: string }): ShopOutcome<{ is_liked: 0 | 1; like_count: number }> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const review = reviewById(state, input.review_id);
  if (!review) return unknown('review');
  const liked = review.liked_by.includes(userId);
  review.liked_by = liked ? review.liked_by.filter((id) => id !== userId) : [...review.liked_by, userId];
  tick(state.clock);
  return { is_liked: liked ? 0 : 1, like_count: reviewLikesBefore(review) + review.liked_by.length };
}

/** The first id of a reply written under a review. */
export const FIRST_REVIEW_REPLY_ID = 82_001;
export const REVIEW_REPLY_MAX_LENGTH = 500;

const REPLY_MESSAGES = {
  noContent: { th: 'กรุณาเขียนการตอบกลับ', en: 'Write a reply first.', zh: '请填写回复内容。' },
  tooLong: { th: 'การตอบกลับยาวได้ไม่เกิน 500 ตัวอักษร', en: 'A reply can be at most 500 characters long.', zh: '回复不能超过500字。' },
} as const;

/**
 * replyToReview: the signed-in user replies under a review; the review then carries its replies
 * (oldest first). Refused: a guest (401), an unknown review (404), empty or over-long text (errcode 1).
 */
export function replyToReview(state: ShopState, input: { review_id?: string; content?: string; lang: MockLocale }): ShopOutcome<ReviewRecord> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const review = reviewById(state, input.review_id);
  if (!review) return unknown('review');
  const content = (input.content ?? '').trim();
  if (!content) return invalid(REPLY_MESSAGES.noContent);
  if (textLength(content) > REVIEW_REPLY_MAX_LENGTH) return invalid(REPLY_MESSAGES.tooLong);
  const id = newId(state, 'reviewReply', FIRST_REVIEW_REPLY_ID);
  if (isFailure(id)) return id;
  review.replies = [...(review.replies ?? []), { id: String(id), author_id: userId, content, lang: input.lang, created_at: tick(state.clock) }];
  return review;
}
