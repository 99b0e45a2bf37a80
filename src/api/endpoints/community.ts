import { ackSchema } from '../schemas/common';
import { commentTranslationSchema } from '../schemas/commentTranslation';
import { postPageSchema, postSchema, tagDetailSchema } from '../schemas/community';
import { feedCommentResultSchema } from '../schemas/feedComment';
import { legacyResponse } from '../schemas/envelope';
import { likeStateSchema } from '../schemas/product';
import { bloggerProgressSchema } from '../schemas/userCenter';
import { endpointsOf, NOT_SHOWN, PATH_NOT_SHOWN } from './define';

const ep = endpointsOf('community');
const chosen = { chosen: NOT_SHOWN };
const posts = legacyResponse(postPageSchema);

export const getCommunityHome = ep<{ page?: number }>()('getCommunityHome', 'legacy', 'GET', '/wap/api/community/index', posts, chosen);
/** Community experiences (reviews shared as posts), optionally for one product. */
export const getCommunityExperiences = ep<{ team_id?: string; page?: number }>()('getCommunityExperiences', 'legacy', 'GET', '/wap/api/community/experiences', posts, chosen);
export const getFeeds = ep<{ page?: number; tag_id?: string; sign?: string }>()('getFeeds', 'legacy', 'GET', '/wap/api/feed/list', posts, chosen);
/** feed/detail: a deleted item answers with deleted = 1. */
export const getFeedDetail = ep<{ id: string }>()('getFeedDetail', 'legacy', 'GET', '/wap/api/feed/detail', legacyResponse(postSchema), chosen);
export const likeFeed = ep<{ id: string }>()('likeFeed', 'legacy', 'POST', '/wap/api/feed/like', legacyResponse(likeStateSchema), chosen);
export const reportFeed = ep<{ id: string; reason: string }>()('reportFeed', 'legacy', 'POST', '/wap/api/feed/report', legacyResponse(ackSchema), chosen);
/** A new post: title, content, photos and tag ids; it shows first in the feeds and its tags. Needs login. */
export const createPost = ep<{ title: string; content: string; images?: readonly string[]; tags?: readonly string[] }>()(
  'createPost', 'legacy', 'POST', '/wap/api/feed/create', legacyResponse(postSchema), chosen,
);
/** A comment on a post (reply_to: a comment of the same post). Needs login. */
export const commentFeed = ep<{ feed_id: string; content: string; reply_to?: string }>()(
  'commentFeed', 'legacy', 'POST', '/wap/api/feed/comment', legacyResponse(feedCommentResultSchema), chosen,
);
export const getTagDetail = ep<{ id: string; page?: number }>()('getTagDetail', 'legacy', 'GET', '/wap/api/community/tag_detail', legacyResponse(tagDetailSchema), chosen);
/** Comment translation: payload id, lang (spec §7). */
export const translateComment = ep<{ id: string; lang: string }>()(
  'translateComment', 'legacy', 'POST', '/wap/api/comment/translate', legacyResponse(commentTranslationSchema), { chosen: PATH_NOT_SHOWN },
);
/** A blogger-programme application (one at a time); answers the new progress. Needs login. */
export const applyBlogger = ep<{ platform: string; profile_url: string; followers: number }>()(
  'applyBlogger', 'legacy', 'POST', '/wap/api/community/blogger/apply', legacyResponse(bloggerProgressSchema), chosen,
);

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
] as const;
