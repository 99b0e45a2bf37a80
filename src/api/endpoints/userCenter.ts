import { addressListSchema } from '../schemas/address';
import { savedCardListSchema, savedCardSchema } from '../schemas/card';
import { beautyProfileSchema } from '../schemas/beautyProfile';
import { ackSchema } from '../schemas/common';
import { legacyResponse } from '../schemas/envelope';
import {
  bloggerProgressSchema,
  cashCardListSchema,
  cashCardRedeemSchema,
  creditSchema,
  myReviewListSchema,
  pointsSchema,
  settingsSchema,
  teamListSchema,
  userCenterSchema,
} from '../schemas/userCenter';
import { userSchema } from '../schemas/user';
import { helpTopicsSchema, myQuestionPageSchema, npsStatusSchema, type FeedbackCategory } from '../schemas/help';
import { endpointsOf, PATH_NOT_SHOWN } from './define';

const ep = endpointsOf('userCenter');
const U = '/wap/api/user_center';
const chosen = { chosen: 'path below /wap/api/user_center/ and payload not shown in spec §7' };

export const getUserCenter = ep()('getUserCenter', 'legacy', 'GET', `${U}/info`, legacyResponse(userCenterSchema), chosen);
export const getProfile = ep()('getProfile', 'legacy', 'GET', `${U}/profile`, legacyResponse(userSchema), chosen);
/** gender: one of GENDERS or '' (not given); skin_type: one of SKIN_TYPES or ''; birthday: 'yyyy-mm-dd' or '' (none). */
export const updateProfile = ep<{ username?: string; email?: string; avatar?: string; birthday?: string; gender?: string; skin_type?: string }>()(
  'updateProfile', 'legacy', 'POST', `${U}/profile/update`, legacyResponse(userSchema), chosen,
);
/** The beauty profile (skin type, concerns, favourite categories) that recommendations follow. */
export const getBeautyProfile = ep()('getBeautyProfile', 'legacy', 'GET', `${U}/beauty_profile`, legacyResponse(beautyProfileSchema), chosen);
/** Saves the whole beauty profile; the lists go comma-joined (chosen: '' clears a list, which `list[]` cannot say). */
export const updateBeautyProfile = ep<{ skin_type: string; concerns: string; category_ids: string }>()(
  'updateBeautyProfile', 'legacy', 'POST', `${U}/beauty_profile/update`, legacyResponse(beautyProfileSchema), chosen,
);
export const getPoints = ep<{ page?: number }>()('getPoints', 'legacy', 'GET', `${U}/points`, legacyResponse(pointsSchema), chosen);
export const getCredit = ep<{ page?: number }>()('getCredit', 'legacy', 'GET', `${U}/credit`, legacyResponse(creditSchema), chosen);
export const getCashCards = ep()('getCashCards', 'legacy', 'GET', `${U}/cash_card`, legacyResponse(cashCardListSchema), chosen);
/** Redeems a gift / cash card code: the card it adds to the account. */
export const redeemCashCard = ep<{ code: string }>()('redeemCashCard', 'legacy', 'POST', `${U}/cash_card/redeem`, legacyResponse(cashCardRedeemSchema), chosen);
/** The shopper's saved cards: brand, last four and expiry only. */
export const getSavedCards = ep()('getSavedCards', 'legacy', 'GET', `${U}/card`, legacyResponse(savedCardListSchema), chosen);
/**
 * Saves a card the vault tokenised (tokeniseCard): its token, brand, last four and expiry only.
 * The card number and security code never reach the shop backend.
 */
export const saveCardToken = ep<{ card_token: string; brand: string; last4: string; expiry_month: number; expiry_year: number }>()(
  'saveCardToken', 'legacy', 'POST', `${U}/card/save`, legacyResponse(savedCardSchema), chosen,
);
/** Removes a saved card by its id. */
export const removeSavedCard = ep<{ card_id: string }>()('removeSavedCard', 'legacy', 'POST', `${U}/card/delete`, legacyResponse(ackSchema), chosen);
export const getFavorites = ep<{ page?: number }>()('getFavorites', 'legacy', 'GET', `${U}/favorite`, legacyResponse(teamListSchema), chosen);
export const getRecentlyViewed = ep<{ page?: number }>()('getRecentlyViewed', 'legacy', 'GET', `${U}/recently_view`, legacyResponse(teamListSchema), chosen);
/** Empties the shopper's recently viewed products. */
export const clearRecentlyViewed = ep()('clearRecentlyViewed', 'legacy', 'POST', `${U}/recently_view/clear`, legacyResponse(ackSchema), chosen);
export const getMyReviews = ep<{ page?: number }>()('getMyReviews', 'legacy', 'GET', `${U}/my_review`, legacyResponse(myReviewListSchema), chosen);
export const getReminders = ep<{ page?: number }>()('getReminders', 'legacy', 'GET', `${U}/reminder`, legacyResponse(teamListSchema), chosen);
export const getSettings = ep()('getSettings', 'legacy', 'GET', `${U}/setting`, legacyResponse(settingsSchema), chosen);
export const updateSettings = ep<{ notify_promotion?: 0 | 1; notify_order?: 0 | 1; language?: string }>()(
  'updateSettings', 'legacy', 'POST', `${U}/setting/update`, legacyResponse(settingsSchema), chosen,
);
export const changePassword = ep<{ old_password: string; new_password: string }>()('changePassword', 'legacy', 'POST', `${U}/change_pwd`, legacyResponse(ackSchema), chosen);
export const sendFeedback = ep<{ content: string; category?: FeedbackCategory; contact?: string; images?: readonly string[] }>()('sendFeedback', 'legacy', 'POST', `${U}/feedback`, legacyResponse(ackSchema), chosen);
export const sendNps = ep<{ score: number; comment?: string }>()('sendNps', 'legacy', 'POST', `${U}/nps`, legacyResponse(ackSchema), chosen);
/** Whether the shopper already answered the NPS survey (the backend keeps one answer per account). */
export const getNpsStatus = ep()('getNpsStatus', 'legacy', 'GET', `${U}/nps/status`, legacyResponse(npsStatusSchema), chosen);
/** The help page's topics (questions and answers) and the live chat's address, in the request's language. */
export const getHelpTopics = ep()('getHelpTopics', 'legacy', 'GET', `${U}/help`, legacyResponse(helpTopicsSchema), chosen);
/** The questions the shopper asked about products, newest first, with their answers. */
export const getMyQuestions = ep<{ page?: number }>()('getMyQuestions', 'legacy', 'GET', `${U}/my_question`, legacyResponse(myQuestionPageSchema), chosen);
/** Chat-id save: payload chat_id (spec §7). */
export const saveChatId = ep<{ chat_id: string }>()('saveChatId', 'legacy', 'POST', `${U}/chat_id`, legacyResponse(ackSchema), { chosen: PATH_NOT_SHOWN });
export const getBloggerProgress = ep()('getBloggerProgress', 'legacy', 'GET', `${U}/blogger/progress`, legacyResponse(bloggerProgressSchema), chosen);
/** The shopper's delivery addresses, the default first. */
export const getAddresses = ep()('getAddresses', 'legacy', 'GET', `${U}/address`, legacyResponse(addressListSchema), chosen);
/** Creates an address, or updates the one named by `id`; is_default=1 also makes it the default. Answers the whole list. */
export const saveAddress = ep<{ id?: string; name: string; phone: string; address: string; province: string; postcode: string; is_default?: 0 | 1 }>()(
  'saveAddress', 'legacy', 'POST', `${U}/address/save`, legacyResponse(addressListSchema), chosen,
);
/** Removes an address (the next one becomes the default when it was the default). Answers the whole list. */
export const deleteAddress = ep<{ id: string }>()('deleteAddress', 'legacy', 'POST', `${U}/address/delete`, legacyResponse(addressListSchema), chosen);
/** Makes an address the default (the one checkout takes). Answers the whole list. */
export const setDefaultAddress = ep<{ id: string }>()('setDefaultAddress', 'legacy', 'POST', `${U}/address/set_default`, legacyResponse(addressListSchema), chosen);

export const userCenterEndpoints = [
  getUserCenter,
  getProfile,
  updateProfile,
  getBeautyProfile,
  updateBeautyProfile,
  getPoints,
  getCredit,
  getCashCards,
  redeemCashCard,
  getSavedCards,
  saveCardToken,
  removeSavedCard,
  getFavorites,
  getRecentlyViewed,
  clearRecentlyViewed,
  getMyReviews,
  getReminders,
  getSettings,
  updateSettings,
  changePassword,
  sendFeedback,
  sendNps,
  getNpsStatus,
  getHelpTopics,
  getMyQuestions,
  saveChatId,
  getBloggerProgress,
  getAddresses,
  saveAddress,
  deleteAddress,
  setDefaultAddress,
] as const;
