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

/** A topic (a tag by its sign, /m/community/{sign}) heading a page of posts. */
export const topicSchema = z.object({ id: idish, sign: z.string(), name: textish, cover: link.nullish() });
export type Topic = z.infer<typeof topicSchema>;

export const postPageSchema = z.object({ list: listOf(postSchema), paging: pagingSchema.nullish(), topic: topicSchema.nullish() });
export type PostPage = z.infer<typeof postPageSchema>;

/** A tag's page header. */
export const tagDetailSchema = z.object({
  id: idish,
  name: textish,
  cover: link.nullish(),
  post_count: numberish,
  posts: listOf(postSchema),
  is_following: boolish.nullish(),
  follower_count: numberish.nullish(),
});
export type TagDetail = z.infer<typeof tagDetailSchema>;

/** The answer to following or unfollowing a tag. */
export const tagFollowSchema = z.object({ is_following: boolish, follower_count: numberish });
export type TagFollow = z.infer<typeof tagFollowSchema>;

/** A community team (a group of shoppers, /m/community/team.php): its members and posts. */
export const communityGroupSchema = z.object({
  id: idish,
  name: textish,
  intro: z.string(),
  cover: link.nullish(),
  member_count: numberish,
  is_member: boolish,
  members: listOf(authorSchema),
  posts: listOf(postSchema),
});
export type CommunityGroup = z.infer<typeof communityGroupSchema>;

/** The answer to joining or leaving a team. */
export const groupMembershipSchema = z.object({ is_member: boolish, member_count: numberish });
export type GroupMembership = z.infer<typeof groupMembershipSchema>;

/** The community's tags (the writing page's tag picker). */
export const tagListSchema = z.object({ list: listOf(z.object({ id: idish, name: textish, sign: z.string().nullish() })) });
export type TagList = z.infer<typeof tagListSchema>;
