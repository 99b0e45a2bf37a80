import { ackSchema } from '../schemas/common';
import { commentTranslationSchema } from '../schemas/commentTranslation';
import { communityGroupSchema, groupMembershipSchema, postPageSchema, postSchema, tagDetailSchema, tagFollowSchema, tagListSchema } from '../schemas/community';
import { feedCommentResultSchema, feedDetailSchema } from '../schemas/feedComment';
import { legacyResponse } from '../schemas/envelope';
import { likeStateSchema } from '../schemas/product';
import { bloggerProgressSchema } from '../schemas/userCenter';
import { bloggerCashbackSchema, bloggerMessagesSchema, bloggerProgrammeSchema } from '../schemas/blogger';
import { endpointsOf, NOT_SHOWN, PATH_NOT_SHOWN } from './define';

const ep = endpointsOf('community');
const chosen = { chosen: NOT_SHOWN };
const posts = legacyResponse(postPageSchema);

export const getCommunityHome = ep<{ page?: number }>()('getCommunityHome', 'legacy', 'GET', '/wap/api/community/index', posts, chosen);
/** Community experiences (reviews shared as posts), optionally for one product. */
export const getCommunityExperiences = ep<{ team_id?: string; page?: number }>()('getCommunityExperiences', 'legacy', 'GET', '/wap/api/community/experiences', posts, chosen);
/** Feeds: all (newest first), a tag's (tag_id), a topic's by its sign (answers the topic), or those under the tags the shopper follows (following=1), or the shopper's own (mine=1). */
export const getFeeds = ep<{ page?: number; tag_id?: string; sign?: string; following?: 1; mine?: 1 }>()('getFeeds', 'legacy', 'GET', '/wap/api/feed/list', posts, chosen);
/** feed/detail: the post with its comments; a deleted item answers with deleted = 1. */
export const getFeedDetail = ep<{ id: string }>()('getFeedDetail', 'legacy', 'GET', '/wap/api/feed/detail', legacyResponse(feedDetailSchema), chosen);
export const likeFeed = ep<{ id: string }>()('likeFeed', 'legacy', 'POST', '/wap/api/feed/like', legacyResponse(likeStateSchema), chosen);
/** A report of a post: the reason chosen and the shopper's words (content). Once per post. Needs login. */
export const reportFeed = ep<{ id: string; reason: string; content?: string }>()('reportFeed', 'legacy', 'POST', '/wap/api/feed/report', legacyResponse(ackSchema), chosen);
/** A new post: title, content, photos and tag ids; it shows first in the feeds and its tags. Needs login. */
export const createPost = ep<{ title: string; content: string; images?: readonly string[]; tags?: readonly string[]; teams?: readonly string[] }>()(
  'createPost', 'legacy', 'POST', '/wap/api/feed/create', legacyResponse(postSchema), chosen,
);
/** A comment on a post (reply_to: a comment of the same post). Needs login. */
export const commentFeed = ep<{ feed_id: string; content: string; reply_to?: string }>()(
  'commentFeed', 'legacy', 'POST', '/wap/api/feed/comment', legacyResponse(feedCommentResultSchema), chosen,
);
export const getTagDetail = ep<{ id: string; page?: number }>()('getTagDetail', 'legacy', 'GET', '/wap/api/community/tag_detail', legacyResponse(tagDetailSchema), chosen);
/** Follow or unfollow a tag (without action: toggle). Needs login. */
export const followTag = ep<{ id: string; action?: 'follow' | 'unfollow' }>()('followTag', 'legacy', 'POST', '/wap/api/community/tag_follow', legacyResponse(tagFollowSchema), chosen);
/** A team (a group of shoppers): its members and posts. */
export const getCommunityGroup = ep<{ id: string; page?: number }>()('getCommunityGroup', 'legacy', 'GET', '/wap/api/community/team', legacyResponse(communityGroupSchema), chosen);
/** Join or leave a team. Needs login. */
export const joinCommunityGroup = ep<{ id: string; action: 'join' | 'leave' }>()(
  'joinCommunityGroup', 'legacy', 'POST', '/wap/api/community/team_join', legacyResponse(groupMembershipSchema), chosen,
);
/** Every community tag (the writing page's tag picker). */
export const getCommunityTags = ep()('getCommunityTags', 'legacy', 'GET', '/wap/api/community/tags', legacyResponse(tagListSchema), chosen);
/** Not interested: the post leaves the shopper's community lists. Needs login. */
export const hideFeed = ep<{ id: string }>()('hideFeed', 'legacy', 'POST', '/wap/api/feed/not_interested', legacyResponse(ackSchema), chosen);
/** Comment translation: payload id, lang (spec §7); a post's id translates the post. */
export const translateComment = ep<{ id: string; lang: string }>()(
  'translateComment', 'legacy', 'POST', '/wap/api/comment/translate', legacyResponse(commentTranslationSchema), { chosen: PATH_NOT_SHOWN },
);
/**
 * A blogger-programme application (one at a time); answers the new progress. Needs login.
 * main_platform/profile_url/followers: the main channel (not `platform`: every request carries that
 * common value, spec §7); the optional lists carry every channel (the
 * main one first, same index in each list), the categories and a contact phone and email.
 */
export const applyBlogger = ep<{
  main_platform: string;
  profile_url: string;
  followers: number;
  channel_platform?: readonly string[];
  channel_url?: readonly string[];
  channel_followers?: readonly number[];
  categories?: readonly string[];
  phone?: string;
  email?: string;
}>()('applyBlogger', 'legacy', 'POST', '/wap/api/community/blogger/apply', legacyResponse(bloggerProgressSchema), chosen);
/** The blogger programme's public facts and its current announcement (the /m/blogger page). */
export const getBloggerProgramme = ep()('getBloggerProgramme', 'legacy', 'GET', '/wap/api/community/blogger/programme', legacyResponse(bloggerProgrammeSchema), chosen);
/** The programme's messages to the signed-in blogger, newest first. Needs login. */
export const getBloggerMessages = ep()('getBloggerMessages', 'legacy', 'GET', '/wap/api/community/blogger/messages', legacyResponse(bloggerMessagesSchema), chosen);
/** The signed-in blogger's cashback: totals, lines per post and product, withdrawals. Needs login. */
export const getBloggerCashback = ep()('getBloggerCashback', 'legacy', 'GET', '/wap/api/community/blogger/cashback', legacyResponse(bloggerCashbackSchema), chosen);

export const communityEndpoints = [
  getCommunityHome,
  getCommunityExperiences,
  getFeeds,
  getFeedDetail,
  likeFeed,
  reportFeed,
  createPost,
  commentFeed,
  getTagDetail,
  translateComment,
  applyBlogger,
  getBloggerProgramme,
  getBloggerMessages,
  getBloggerCashback,
  followTag,
  getCommunityGroup,
  joinCommunityGroup,
  hideFeed,
  getCommunityTags,
] as const;
