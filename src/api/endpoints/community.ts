import { ackSchema } from '../schemas/common';
import { commentTranslationSchema } from '../schemas/commentTranslation';
import { postPageSchema, postSchema, tagDetailSchema } from '../schemas/community';
import { legacyResponse } from '../schemas/envelope';
import { likeStateSchema } from '../schemas/product';
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
export const getTagDetail = ep<{ id: string; page?: number }>()('getTagDetail', 'legacy', 'GET', '/wap/api/community/tag_detail', legacyResponse(tagDetailSchema), chosen);
/** Comment translation: payload id, lang (spec §7). */
export const translateComment = ep<{ id: string; lang: string }>()(
  'translateComment', 'legacy', 'POST', '/wap/api/comment/translate', legacyResponse(commentTranslationSchema), { chosen: PATH_NOT_SHOWN },
);

export const communityEndpoints = [
  getCommunityHome,
  getCommunityExperiences,
  getFeeds,
  getFeedDetail,
  likeFeed,
  reportFeed,
  getTagDetail,
  translateComment,
] as const;
