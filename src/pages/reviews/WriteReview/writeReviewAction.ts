import { z } from 'zod';
import { writeReview } from '../../../api';
import { submissionAction } from '../../shared/forms/submissionAction';
import { WRITE_REVIEW_LIMITS } from './WriteReviewView';

/** What the review form posts to its action: the order's product, the stars, the text, the uploaded photos' paths and whether to hide the name. */
export const writeReviewSubmission = z.object({
  order_id: z.string().regex(/^[\w-]{1,64}$/),
  team_id: z.string().regex(/^\d{1,18}$/),
  score: z.number().int().min(1).max(5),
  content: z.string().trim().min(1),
  images: z.array(z.string().min(1)).max(WRITE_REVIEW_LIMITS.photos),
  is_anonymous: z.union([z.literal(0), z.literal(1)]),
});

export type WriteReviewSubmission = z.infer<typeof writeReviewSubmission>;

/** Write a review's action (/m/account/write_review.php): publishes the review (writeReview). */
export const writeReviewAction = submissionAction(writeReviewSubmission, (review, client) => writeReview(client, review, { suppressToast: true }));
