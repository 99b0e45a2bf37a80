import { ackSchema } from '../schemas/common';
import { legacyResponse } from '../schemas/envelope';
import {
  bloggerProgressSchema,
  cashCardListSchema,
  creditSchema,
  myReviewListSchema,
  pointsSchema,
  settingsSchema,
  teamListSchema,
  userCenterSchema,
} from '../schemas/userCenter';
import { userSchema } from '../schemas/user';
import { endpointsOf, PATH_NOT_SHOWN } from './define';

const ep = endpointsOf('userCenter');
const U = '/wap/api/user_center';
const chosen = { chosen: 'path below /wap/api/user_center/ and payload not shown in spec §7' };

export const getUserCenter = ep()('getUserCenter', 'legacy', 'GET', `${U}/info`, legacyResponse(userCenterSchema), chosen);
export const getProfile = ep()('getProfile', 'legacy', 'GET', `${U}/profile`, legacyResponse(userSchema), chosen);
export const updateProfile = ep<{ username?: string; email?: string; avatar?: string; birthday?: string }>()(
  'updateProfile', 'legacy', 'POST', `${U}/profile/update`, legacyResponse(userSchema), chosen,
);
export const getPoints = ep<{ page?: number }>()('getPoints', 'legacy', 'GET', `${U}/points`, legacyResponse(pointsSchema), chosen);
export const getCredit = ep()('getCredit', 'legacy', 'GET', `${U}/credit`, legacyResponse(creditSchema), chosen);
export const getCashCards = ep()('getCashCards', 'legacy', 'GET', `${U}/cash_card`, legacyResponse(cashCardListSchema), chosen);
export const getFavorites = ep<{ page?: number }>()('getFavorites', 'legacy', 'GET', `${U}/favorite`, legacyResponse(teamListSchema), chosen);
export const getRecentlyViewed = ep<{ page?: number }>()('getRecentlyViewed', 'legacy', 'GET', `${U}/recently_view`, legacyResponse(teamListSchema), chosen);
export const getMyReviews = ep<{ page?: number }>()('getMyReviews', 'legacy', 'GET', `${U}/my_review`, legacyResponse(myReviewListSchema), chosen);
export const getReminders = ep<{ page?: number }>()('getReminders', 'legacy', 'GET', `${U}/reminder`, legacyResponse(teamListSchema), chosen);
export const getSettings = ep()('getSettings', 'legacy', 'GET', `${U}/setting`, legacyResponse(settingsSchema), chosen);
export const updateSettings = ep<{ notify_promotion?: 0 | 1; notify_order?: 0 | 1; language?: string }>()(
  'updateSettings', 'legacy', 'POST', `${U}/setting/update`, legacyResponse(settingsSchema), chosen,
);
export const changePassword = ep<{ old_password: string; new_password: string }>()('changePassword', 'legacy', 'POST', `${U}/change_pwd`, legacyResponse(ackSchema), chosen);
export const sendFeedback = ep<{ content: string; contact?: string; images?: readonly string[] }>()('sendFeedback', 'legacy', 'POST', `${U}/feedback`, legacyResponse(ackSchema), chosen);
export const sendNps = ep<{ score: number; comment?: string }>()('sendNps', 'legacy', 'POST', `${U}/nps`, legacyResponse(ackSchema), chosen);
/** Chat-id save: payload chat_id (spec §7). */
export const saveChatId = ep<{ chat_id: string }>()('saveChatId', 'legacy', 'POST', `${U}/chat_id`, legacyResponse(ackSchema), { chosen: PATH_NOT_SHOWN });
export const getBloggerProgress = ep()('getBloggerProgress', 'legacy', 'GET', `${U}/blogger/progress`, legacyResponse(bloggerProgressSchema), chosen);

export const userCenterEndpoints = [
  getUserCenter,
  getProfile,
  updateProfile,
  getPoints,
  getCredit,
  getCashCards,
  getFavorites,
  getRecentlyViewed,
  getMyReviews,
  getReminders,
  getSettings,
  updateSettings,
  changePassword,
  sendFeedback,
  sendNps,
  saveChatId,
  getBloggerProgress,
] as const;
