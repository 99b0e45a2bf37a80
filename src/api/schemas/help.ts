import { z } from './zod';
import { boolish, idish, link, listOf, numberish, pagingSchema, textish } from './common';

/** One help topic: a question shoppers ask and the shop's answer, in the request's language. */
export const helpTopicSchema = z.object({
  id: idish,
  /** The group it belongs to (orders, delivery, payment, account …), as the backend names it. */
  category: textish.nullish(),
  question: textish,
  answer: textish,
});
export type HelpTopic = z.infer<typeof helpTopicSchema>;

/** The help page's content: the topics and, when the shop offers it, the live chat's address and hours. */
export const helpTopicsSchema = z.object({
  topics: listOf(helpTopicSchema),
  live_chat: z
    .object({
      /** Where a signed-in shopper chats with the shop (checked with isSafeRedirect before use). */
      link: link.nullish(),
      /** When agents answer, as text ("09:00–21:00"). */
      hours: textish.nullish(),
    })
    .nullish(),
});
export type HelpTopics = z.infer<typeof helpTopicsSchema>;

/** An answer to a shopper's product question (the shop or another shopper). */
export const questionAnswerSchema = z.object({
  id: idish,
  content: textish,
  /** Who answered: a name, or null when the shop did. */
  author: textish.nullish(),
  /** The shop's official answer. */
  is_official: boolish.nullish(),
  created_at: z.string(),
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

/** A question the shopper asked about a product, with the product and the answers so far. */
export const myQuestionSchema = z.object({
  id: idish,
  question: textish,
  created_at: z.string(),
  product: z.object({
    team_id: idish,
    name: textish,
    image1: link.nullish(),
    brand_id: idish.nullish(),
    brand_name: textish.nullish(),
  }),
  answers: listOf(questionAnswerSchema),
});
export type MyQuestion = z.infer<typeof myQuestionSchema>;

export const myQuestionPageSchema = z.object({ list: listOf(myQuestionSchema), paging: pagingSchema.nullish() });
export type MyQuestionPage = z.infer<typeof myQuestionPageSchema>;

/** Whether the shopper already answered the NPS survey (one answer per account), and with what. */
export const npsStatusSchema = z.object({
  answered: boolish,
  score: numberish.nullish(),
  answered_at: z.string().nullish(),
});
export type NpsStatus = z.infer<typeof npsStatusSchema>;

/** What feedback is about: the categories the backend files it under. */
export const FEEDBACK_CATEGORIES = ['product', 'order', 'delivery', 'payment', 'app', 'other'] as const;
export const feedbackCategorySchema = z.enum(FEEDBACK_CATEGORIES);
export type FeedbackCategory = z.infer<typeof feedbackCategorySchema>;

/** The backend's limits on one feedback: its text in characters as a reader counts them, and its photos. */
export const FEEDBACK_LIMITS = { text: 500, photos: 3 } as const;
