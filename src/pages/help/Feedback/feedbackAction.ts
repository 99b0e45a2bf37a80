import { z } from 'zod';
import { FEEDBACK_LIMITS, feedbackCategorySchema, sendFeedback } from '../../../api';
import { submissionAction } from '../../shared/forms/submissionAction';

/** What the feedback page posts to its action: the category, the text and the uploaded photos' paths. */
export const feedbackSubmission = z.object({
  category: feedbackCategorySchema,
  content: z.string().trim().min(1),
  images: z.array(z.string().min(1)).max(FEEDBACK_LIMITS.photos),
});

export type FeedbackSubmission = z.infer<typeof feedbackSubmission>;

/** The feedback page's action (/m/feedback.php): sends the feedback (sendFeedback). */
export const feedbackAction = submissionAction(feedbackSubmission, (feedback, client) => sendFeedback(client, feedback, { suppressToast: true }));
