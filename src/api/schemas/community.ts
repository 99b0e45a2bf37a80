import { z } from './zod';
import { boolish, idish, link, listOf, numberish, pagingSchema, textish } from './common';
import { teamSchema } from './product';

/** The author of a community post. */
export const authorSchema = z.object({ uid: idish, nickname: z.string(), avatar: link.nullish(), level: numberish.nullish() });

/** A community post (experience, feed, review). */
export const postSchema = z.object({
  id: idish,
  sign: z.string().nullish(),
  title: textish.nullish(),
  content: z.string(),
  images: listOf(link),
  author: authorSchema,
  like_count: numberish,
  comment_count: numberish.nullish(),
  is_liked: boolish.nullish(),
  tags: listOf(z.object({ id: idish, name: textish })),
  teams: listOf(teamSchema).optional(),
  lang: z.string().nullish(),
  created_at: z.string(),
  deleted: boolish.nullish(),
});
export type Post = z.infer<typeof postSchema>;

export const postPageSchema = z.object({ list: listOf(postSchema), paging: pagingSchema.nullish() });
export type PostPage = z.infer<typeof postPageSchema>;

/** A tag's page header. */
export const tagDetailSchema = z.object({
  id: idish,
  name: textish,
  cover: link.nullish(),
  post_count: numberish,
  posts: listOf(postSchema),
});
export type TagDetail = z.infer<typeof tagDetailSchema>;
