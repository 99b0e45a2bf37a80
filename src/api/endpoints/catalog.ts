import { bannerListSchema } from '../schemas/banner';
import { followStateSchema } from '../schemas/brand';
import { brandCalendarSchema, brandPageSchema, categoryListSchema } from '../schemas/catalog';
import { ackSchema } from '../schemas/common';
import { legacyResponse } from '../schemas/envelope';
import { reviewPageSchema, teamPageSchema } from '../schemas/product';
import { searchLogListSchema, searchSuggestSchema } from '../schemas/searchLog';
import { endpointsOf, NOT_SHOWN, PATH_NOT_SHOWN } from './define';

const ep = endpointsOf('catalog');
const chosen = { chosen: NOT_SHOWN };
const teams = legacyResponse(teamPageSchema);

/** /m/list/{sign1}/{sign2} (list.php is rewritten there). */
export const getProductList = ep<{ sign1?: string; sign2?: string; page?: number; sort?: string; coupon_id?: string }>()('getProductList', 'legacy', 'GET', '/m_api/list.php', teams, chosen);
/** /m/rank/{rank_type}/{period}. */
export const getRankList = ep<{ rank_type?: string; period: string }>()('getRankList', 'legacy', 'GET', '/m_api/rank.php', teams, chosen);
export const getBestSellers = ep<{ page?: number }>()('getBestSellers', 'legacy', 'GET', '/m_api/best_sellers.php', teams, chosen);
export const getClassify = ep()('getClassify', 'legacy', 'GET', '/m_api/classify.php', legacyResponse(categoryListSchema), chosen);
export const searchProducts = ep<{ keyword: string; page?: number; brand_sign?: string; sort?: string }>()('searchProducts', 'legacy', 'GET', '/m_api/search.php', teams, chosen);
export const getSearchSuggest = ep<{ keyword?: string }>()('getSearchSuggest', 'legacy', 'GET', '/m_api/search_suggest.php', legacyResponse(searchSuggestSchema), chosen);
/** The search log (go transport). */
export const getSearchLogs = ep()('getSearchLogs', 'go', 'GET', '/api/go/search/log', legacyResponse(searchLogListSchema), chosen);
/** Search-log save: payload name, url (spec §7). */
export const saveSearchLog = ep<{ name: string; url: string }>()('saveSearchLog', 'go', 'POST', '/api/go/search/log', legacyResponse(ackSchema), { chosen: PATH_NOT_SHOWN });
export const clearSearchLogs = ep()('clearSearchLogs', 'go', 'DELETE', '/api/go/search/log', legacyResponse(ackSchema), chosen);
/** Banners and modules of a page position (home, promo, brand). */
export const getBanners = ep<{ position: string; sign?: string }>()('getBanners', 'legacy', 'GET', '/m_api/banner.php', legacyResponse(bannerListSchema), chosen);
/** A brand page tab: default, category, product or review. */
export const getBrandPage = ep<{ sign: string; tab?: 'default' | 'category' | 'product' | 'review' }>()(
  'getBrandPage', 'legacy', 'GET', '/m_api/brand/page.php', legacyResponse(brandPageSchema), chosen,
);
export const getBrandProducts = ep<{ sign: string; category_id?: string; page?: number }>()('getBrandProducts', 'legacy', 'GET', '/m_api/brand/products.php', teams, chosen);
export const getBrandReviews = ep<{ sign?: string; brand_id?: string; page?: number }>()('getBrandReviews', 'legacy', 'GET', '/m_api/brand/reviews.php', legacyResponse(reviewPageSchema), chosen);
export const followBrand = ep<{ brand_id: string; action: 'follow' | 'unfollow' }>()('followBrand', 'legacy', 'POST', '/m_api/brand/follow.php', legacyResponse(followStateSchema), chosen);
export const getBrandCalendar = ep<{ month?: string }>()('getBrandCalendar', 'legacy', 'GET', '/m_api/brand/calendar.php', legacyResponse(brandCalendarSchema), chosen);

export const catalogEndpoints = [
  getProductList,
  getRankList,
  getBestSellers,
  getClassify,
  searchProducts,
  getSearchSuggest,
  getSearchLogs,
  saveSearchLog,
  clearSearchLogs,
  getBanners,
  getBrandPage,
  getBrandProducts,
  getBrandReviews,
  followBrand,
  getBrandCalendar,
] as const;
