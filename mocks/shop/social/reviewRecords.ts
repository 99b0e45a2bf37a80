import type { z } from 'zod';
import type { reviewSchema } from '../../../src/api/schemas/product';
import { buildReview } from '../../fixtures/products';
import type { MockLocale } from '../../fixtures/locale';
import { ACCOUNT_IDS } from '../seedNames';

/** A reply under a review, in the language it was written. */
export interface ReviewReplyRecord {
  readonly id: string;
  readonly author_id: number;
  readonly content: string;
  readonly lang: MockLocale;
  readonly created_at: string;
}

interface ReviewBase {
  readonly id: string;
  readonly team_id: string;
  /** The account that wrote it (null: a shopper outside the demo accounts). */
  readonly author_id: number | null;
  /** The order the product was bought in (null for the catalogue's sample reviews). */
  readonly order_id: string | null;
  /** Accounts that like the review. */
  liked_by: number[];
  /** Replies written here, oldest first (none at the start). */
  replies?: ReviewReplyRecord[];
}

/** A catalogue sample review: rendered with buildReview(fixture, locale). */
export interface FixtureReviewRecord extends ReviewBase {
  readonly kind: 'fixture';
  readonly fixture: number;
}

/** A review written in this shop: the shopper's own words in the language they wrote them. */
export interface WrittenReviewRecord extends ReviewBase, Pick<z.input<typeof reviewSchema>, 'content' | 'created_at'> {
  readonly kind: 'written';
  readonly score: number;
  readonly images: string[];
  readonly lang: MockLocale;
  /** The shopper asked to be shown without their name. */
  readonly anonymous?: boolean;
}

export type ReviewRecord = FixtureReviewRecord | WrittenReviewRecord;

/** Sample reviews of the catalogue (80001…80006); every product page shows the first three. */
export const SAMPLE_REVIEW_COUNT = 6;
export const SAMPLE_REVIEWS_PER_PRODUCT = 3;
/**
 * The shopper wrote the first two samples (products 50001 and 50002), for orders of February that
 * were received before the orders the shop keeps (20250201, 20250202): none of the kept orders'
 * lines is reviewed at the start.
 */
const SHOPPER_SAMPLE_REVIEWS = 2;
const earlierOrderId = (i: number) => String(20_250_201 + i);

export function seedReviews(): ReviewRecord[] {
  return Array.from({ length: SAMPLE_REVIEW_COUNT }, (_, i): ReviewRecord => {
    const sample = buildReview(i);
    const byShopper = i < SHOPPER_SAMPLE_REVIEWS;
    return {
      kind: 'fixture',
      fixture: i,
      id: String(sample.id),
      team_id: String(sample.team_id),
      author_id: byShopper ? ACCOUNT_IDS.shopper : null,
      order_id: byShopper ? earlierOrderId(i) : null,
      liked_by: [],
    };
  });
}
