import { catalogEndpoints } from '../../src/api/endpoints/catalog';
import { BRAND_CATEGORY_PAGE_SIZE, buildBrandCategoryModules, buildBrandCategoryTeams } from '../fixtures/brandCategories';
import { BRAND_SEEDS, buildBrand } from '../fixtures/brands';
import { buildBanner, buildSearchLog } from '../fixtures/layout';
import { image, pickText } from '../fixtures/locale';
import { pageOfList, requestedPage } from '../fixtures/paging';
import { buildTeams } from '../fixtures/products';
import { preferFavouriteCategories } from '../shop/account/recommendations';
import { brandCalendar } from '../shop/campaigns/brandCalendar';
import type { MockShop } from '../shop/sessions';
import { catalogueCoupon } from '../shop/shopping/couponCatalogue';
import { brandFlagship, brandIndexForPage } from '../shop/social/brandViews';
import { brandIndexById } from '../shop/social/catalogue';
import { viewerId } from '../shop/social/account';
import { followBrand } from '../shop/social/follows';
import { SAMPLE_REVIEW_COUNT } from '../shop/social/reviewRecords';
import { BRAND_REVIEW_PAGE_SIZE as BRAND_REVIEWS_PER_PAGE, brandReviews } from '../shop/social/reviewViews';
import { unknown } from '../shop/social/socialFailures';
import { buildAreaHandlers, type AreaMocks, type AreaScenario, type MockRequest } from './core';

const page = ({ locale }: MockRequest) => ({ list: buildTeams(8, locale), paging: { page: 1, page_size: 20, total: 8, has_more: 0 } });

/**
 * /m_api/list.php: with `coupon_id`, the products that coupon applies to: every product for a
 * coupon of the shop's catalogue (its coupons have no product limits), none for an unknown one.
 */
const productList = (request: MockRequest) =>
  request.params.coupon_id !== undefined && !catalogueCoupon(request.params.coupon_id)
    ? { list: [], paging: { page: 1, page_size: 20, total: 0, has_more: 0 } }
    : page(request);

/** A brand's reviews: the six samples (after any written in the shop for its products), in pages of three. */
export const BRAND_REVIEW_COUNT = SAMPLE_REVIEW_COUNT;
export const BRAND_REVIEW_PAGE_SIZE = BRAND_REVIEWS_PER_PAGE;

/**
 * A brand's products: with category_id, that category's (pages of four: skincare has three pages,
 * makeup one, gift sets none); without, eight on one page.
 */
const brandProducts = ({ params, locale }: MockRequest) =>
  params.category_id
    ? pageOfList(buildBrandCategoryTeams(params.category_id, locale), requestedPage(params.page), BRAND_CATEGORY_PAGE_SIZE)
    : pageOfList(buildTeams(8, locale), requestedPage(params.page), 20);

export const catalogMocks: AreaMocks<'catalog'> = {
  getProductList: { ok: productList },
  getRankList: { ok: page },
  // The home page shows the best sellers as its recommended products: a shopper's favourite categories (the beauty profile) first.
  getBestSellers: { ok: (request) => ({ ...page(request), list: preferFavouriteCategories(request.shop, page(request).list) }) },
  getClassify: {
    ok: ({ locale }) => ({
      list: [
        {
          id: 1,
          name: pickText({ th: 'ดูแลผิวหน้า', en: 'Skincare', zh: '面部护理' }, locale),
          icon: image('cat-skincare'),
          children: [
            { id: 11, name: pickText({ th: 'เซรั่ม', en: 'Serums', zh: '精华' }, locale), icon: image('cat-serum'), url: '/m/list/skincare/serum' },
            { id: 12, name: pickText({ th: 'กันแดด', en: 'Sunscreen', zh: '防晒' }, locale), icon: image('cat-sun'), url: '/m/list/skincare/sun' },
          ],
        },
        {
          id: 2,
          name: pickText({ th: 'เมคอัพ', en: 'Makeup', zh: '彩妆' }, locale),
          icon: image('cat-makeup'),
          children: [{ id: 21, name: pickText({ th: 'ลิปสติก', en: 'Lipstick', zh: '口红' }, locale), icon: image('cat-lip'), url: '/m/list/makeup/lip' }],
        },
      ],
      brands: BRAND_SEEDS.map((_, i) => buildBrand(i, locale)),
    }),
  },
  searchProducts: { ok: page },
  getSearchSuggest: { ok: ({ locale }) => ({ hot: buildSearchLog(locale), suggest: buildSearchLog(locale).slice(0, 2) }) },
  getSearchLogs: { ok: ({ locale }) => ({ list: buildSearchLog(locale) }) },
  saveSearchLog: { ok: () => null },
  clearSearchLogs: { ok: () => null },
  getBanners: { ok: ({ locale }) => ({ list: [0, 1, 2].map((i) => buildBanner(i, locale)) }) },
  getBrandPage: {
    ok: ({ params, locale, shop }) => ({
      brand: brandFlagship(shop, brandIndexForPage(params.sign), locale),
      // The category tab's modules also name the brand's categories.
      modules: params.tab === 'category' ? [buildBanner(1, locale), ...buildBrandCategoryModules(locale)] : [buildBanner(1, locale)],
      teams: buildTeams(4, locale),
    }),
  },
  getBrandProducts: { ok: brandProducts },
  getBrandReviews: {
    ok: ({ params, locale, shop }) => {
      // brand_review?brand_id= names the brand by id (an unknown one is not found); the brand page by its sign.
      if (params.brand_id !== undefined) {
        const brandIndex = brandIndexById(params.brand_id);
        return brandIndex === undefined ? unknown('brand') : brandReviews(shop, { brandIndex, page: requestedPage(params.page) }, locale);
      }
      return brandReviews(shop, { brandIndex: brandIndexForPage(params.sign), page: requestedPage(params.page) }, locale);
    },
  },
  followBrand: { needsLogin: true, ok: ({ params, shop }) => followBrand(shop, { brand_id: params.brand_id, action: params.action }) },
  getBrandCalendar: { ok: ({ params, locale, shop }) => brandCalendar(shop, { month: params.month }, locale, viewerId(shop)) },
};

/** Lists, rank, classify, search and its log, banners and brand pages (follows and reviews from the session's shop). */
export function catalogHandlers(choice?: AreaScenario<'catalog'>, shop?: MockShop) {
  return buildAreaHandlers(catalogEndpoints, catalogMocks, choice, shop);
}
