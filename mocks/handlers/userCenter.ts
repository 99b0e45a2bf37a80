import { userCenterEndpoints } from '../../src/api/endpoints/userCenter';
import { changePassword, requireAccount } from '../shop/account/accountOps';
import { addressUserCenterMocks } from '../shop/account/addressUserCenterMocks';
import { beautyProfileOf, updateBeautyProfile } from '../shop/account/beautyProfileOps';
import { walletUserCenterMocks } from '../shop/account/walletUserCenterMocks';
import { saveChatId, sendFeedback, sendNps, settingsOf, updateProfile, updateSettings } from '../shop/account/profileOps';
import { isFailure } from '../shop/failure';
import { listParam } from '../shop/requestParams';
import type { MockShop } from '../shop/sessions';
import { ownerKeyOf } from '../shop/shopping/owners';
import { balanceOf, creditOf } from '../shop/shopping/pointsOps';
import { shoppingSummary } from '../shop/shopping/summary';
import { shoppingUserCenterMocks } from '../shop/shopping/userCenterMocks';
import { socialUserCenterMocks } from '../shop/social/userCenterMocks';
import { helpUserCenterMocks } from '../shop/account/helpUserCenterMocks';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

/** The shopper's favourites: eight products in pages of four. */
export const FAVORITES_COUNT = 8;
export const FAVORITES_PAGE_SIZE = 4;

const user = (outcome: ReturnType<typeof requireAccount>) => (isFailure(outcome) ? outcome : { ...outcome.user });

/**
 * The account centre under /wap/api/user_center/, every call for the signed-in account (a guest
 * gets 401): the header's counters, profile and settings here; points, credit and cash cards from
 * the shopping records; favourites, recently viewed, reviews, reminders and the blogger
 * programme from the social records.
 */
export const userCenterMocks: AreaMocks<'userCenter'> = {
  getUserCenter: {
    needsLogin: true,
    ok: ({ shop }) => {
      const account = requireAccount(shop);
      if (isFailure(account)) return account;
      const summary = shoppingSummary(shop, account.user.id);
      return {
        user: { ...account.user },
        level_name: summary.level_name,
        points: summary.points,
        credit: balanceOf(creditOf(shop, ownerKeyOf(account.user.id))),
        coupon_count: summary.coupon_count,
        order_counts: summary.order_counts,
      };
    },
  },
  getProfile: { needsLogin: true, ok: ({ shop }) => user(requireAccount(shop)) },
  updateProfile: { needsLogin: true, ok: ({ shop, params }) => user(updateProfile(shop, params)) },
  getSettings: {
    needsLogin: true,
    ok: ({ shop }) => {
      const account = requireAccount(shop);
      return isFailure(account) ? account : settingsOf(account);
    },
  },
  updateSettings: { needsLogin: true, ok: ({ shop, params }) => updateSettings(shop, params) },
  changePassword: { needsLogin: true, ok: ({ shop, params }) => changePassword(shop, params) },
  sendFeedback: { needsLogin: true, ok: ({ shop, params, lists }) => sendFeedback(shop, { ...params, images: lists.images ?? [] }) },
  sendNps: { needsLogin: true, ok: ({ shop, params }) => sendNps(shop, params) },
  saveChatId: { needsLogin: true, ok: ({ shop, params }) => saveChatId(shop, params) },
  getBeautyProfile: {
    needsLogin: true,
    ok: ({ shop }) => {
      const account = requireAccount(shop);
      return isFailure(account) ? account : beautyProfileOf(account);
    },
  },
  updateBeautyProfile: {
    needsLogin: true,
    // The concerns and categories come comma-joined (spec: updateBeautyProfile's call).
    ok: ({ shop, params, lists }) =>
      updateBeautyProfile(shop, {
        skin_type: params.skin_type,
        concerns: listParam(lists, 'concerns', { commas: true }),
        category_ids: listParam(lists, 'category_ids', { commas: true }),
      }),
  },
  ...shoppingUserCenterMocks,
  ...socialUserCenterMocks,
  ...helpUserCenterMocks,
  ...walletUserCenterMocks,
  ...addressUserCenterMocks,
};

/** The account centre under /wap/api/user_center/. */
export function userCenterHandlers(choice?: AreaScenario<'userCenter'>, shop?: MockShop) {
  return buildAreaHandlers(userCenterEndpoints, userCenterMocks, choice, shop);
}
