import { z } from './zod';
import { idish, listOf, numberish } from './common';
import { authorSchema, postSchema } from './community';

/** A comment on a community post (reply_to: the comment it answers). */
export const feedCommentSchema = z.object({
  id: idish,
  feed_id: idish,
  content: z.string(),
  author: authorSchema,
  reply_to: idish.nullish(),
  lang: z.string().nullish(),
  created_at: z.string(),
});
export type FeedComment = z.infer<typeof feedCommentSchema>;

/** The answer to a new comment: the comment and the post's comment count after it. */
export const feedCommentResultSchema = z.object({ comment: feedCommentSchema, comment_count: numberish });
export type FeedCommentResult = z.infer<typeof feedCommentResultSchema>;

/** A post's detail (feed/detail): the post with its comments, newest first (replies name their comment). */
export const feedDetailSchema = postSchema.extend({ comments: listOf(feedCommentSchema).optional() });
export type FeedDetail = z.infer<typeof feedDetailSchema>;
