import { userCenterEndpoints } from '../../src/api/endpoints/userCenter';
import { FIXED_DATES, pickText } from '../fixtures/locale';
import { pageOfList, requestedPage } from '../fixtures/paging';
import { buildReviews, buildTeams } from '../fixtures/products';
import { buildSettings, buildUser, buildUserCenter } from '../fixtures/users';
import { buildAreaHandlers, type AreaMocks, type AreaScenario, type MockRequest } from './core';

const teams = ({ locale }: MockRequest) => ({ list: buildTeams(4, locale), paging: { page: 1, total: 4 } });

/** The shopper's favourites: eight products in pages of four. */
export const FAVORITES_COUNT = 8;
export const FAVORITES_PAGE_SIZE = 4;
const favorites = ({ params, locale }: MockRequest) => pageOfList(buildTeams(FAVORITES_COUNT, locale), requestedPage(params.page), FAVORITES_PAGE_SIZE);

export const userCenterMocks: AreaMocks<'userCenter'> = {
  getUserCenter: { ok: () => buildUserCenter() },
  getProfile: { ok: () => buildUser('regular') },
  updateProfile: { ok: ({ params }) => ({ ...buildUser('regular'), ...(params.username ? { username: params.username } : {}) }) },
  getPoints: {
    ok: ({ locale }) => ({
      balance: 2_350,
      expiring: 300,
      expire_at: '2025-06-30',
      list: [
        { id: 1, title: pickText({ th: 'ได้รับจากคำสั่งซื้อ', en: 'Earned from an order', zh: '订单获得' }, locale), change: 120, created_at: FIXED_DATES.yesterday },
        { id: 2, title: pickText({ th: 'แลกคูปอง', en: 'Redeemed for a coupon', zh: '兑换优惠券' }, locale), change: -500, created_at: FIXED_DATES.lastWeek },
      ],
    }),
  },
  getCredit: { ok: ({ locale }) => ({ balance: 120, list: [{ id: 1, title: pickText({ th: 'คืนเงินเป็นเครดิต', en: 'Refund as credit', zh: '退款至余额' }, locale), change: 120, created_at: FIXED_DATES.lastWeek }] }) },
  getCashCards: { ok: () => ({ list: [{ card_id: 'CC-1', card_no: '6200 **** **** 1234', balance: 500, expire_at: '2025-12-31' }] }) },
  getFavorites: { ok: favorites },
  getRecentlyViewed: { ok: teams },
  getMyReviews: { ok: ({ locale }) => ({ list: buildReviews(2, locale) }) },
  getReminders: { ok: teams },
  getSettings: { ok: () => buildSettings() },
  updateSettings: { ok: () => buildSettings() },
  changePassword: { ok: () => null },
  sendFeedback: { ok: () => null },
  sendNps: { ok: () => null },
  saveChatId: { ok: () => null },
  getBloggerProgress: { ok: () => ({ status: 'applying', cashback_total: 0, message: null, form_url: '/m/blogger/blogger_form' }) },
};

/** The account centre under /wap/api/user_center/. */
export function userCenterHandlers(choice?: AreaScenario<'userCenter'>) {
  return buildAreaHandlers(userCenterEndpoints, userCenterMocks, choice);
}
