import type { AreaMocks } from '../../handlers/core';
import { pageOfList, requestedPage } from '../../fixtures/paging';
import { isFailure } from '../failure';
import { signedInId } from './account';
import { myBloggerProgress } from './blogger';
import { favouritesOf } from './favourites';
import { teamsOf } from './productViews';
import { clearRecentlyViewed, recentlyViewedOf } from './recentlyViewed';
import { remindersOf } from './reminders';
import { myReviews } from './reviewViews';

/** Favourites come in pages of four (the shopper's eight make two pages). */
export const FAVOURITES_PAGE_SIZE = 4;
/** Recently viewed and reminders come in pages of twenty. */
export const ACCOUNT_LIST_PAGE_SIZE = 20;

/** A page of an account list in the shape these calls answer: the items, the page and the total. */
function accountListPage<T>(all: readonly T[], page: number): { list: T[]; paging: { page: number; total: number } } {
  const start = (page - 1) * ACCOUNT_LIST_PAGE_SIZE;
  return { list: all.slice(start, start + ACCOUNT_LIST_PAGE_SIZE), paging: { page, total: all.length } };
}

/**
 * The account centre's social lists, from the signed-in user's records: favourites, recently
 * viewed, my reviews, reminders and blogger progress. Each needs login (a guest gets 401). The
 * lead composes these into userCenterMocks.
 */
export const socialUserCenterMocks: Pick<AreaMocks<'userCenter'>, 'getFavorites' | 'getRecentlyViewed' | 'clearRecentlyViewed' | 'getMyReviews' | 'getReminders' | 'getBloggerProgress'> = {
  getFavorites: {
    needsLogin: true,
    ok: ({ params, locale, shop }) => {
      const userId = signedInId(shop);
      return isFailure(userId) ? userId : pageOfList(teamsOf(favouritesOf(shop, userId), locale), requestedPage(params.page), FAVOURITES_PAGE_SIZE);
    },
  },
  getRecentlyViewed: {
    needsLogin: true,
    ok: ({ params, locale, shop }) => {
      const userId = signedInId(shop);
      return isFailure(userId) ? userId : accountListPage(teamsOf(recentlyViewedOf(shop, userId), locale), requestedPage(params.page));
    },
  },
  clearRecentlyViewed: {
    needsLogin: true,
    ok: ({ shop }) => {
      const userId = signedInId(shop);
      return isFailure(userId) ? userId : clearRecentlyViewed(shop, userId);
    },
  },
  getMyReviews: {
    needsLogin: true,
    ok: ({ locale, shop }) => {
      const userId = signedInId(shop);
      return isFailure(userId) ? userId : myReviews(shop, userId, locale);
    },
  },
  getReminders: {
    needsLogin: true,
    ok: ({ params, locale, shop }) => {
      const userId = signedInId(shop);
      return isFailure(userId) ? userId : accountListPage(teamsOf(remindersOf(shop, userId), locale), requestedPage(params.page));
    },
  },
  getBloggerProgress: { needsLogin: true, ok: ({ locale, shop }) => myBloggerProgress(shop, locale) },
};
