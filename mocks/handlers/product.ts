import { productEndpoints } from '../../src/api/endpoints/product';
import { requestedPage } from '../fixtures/paging';
import { buildTeams } from '../fixtures/products';
import { isFailure } from '../shop/failure';
import { intParam, listParam } from '../shop/requestParams';
import type { MockShop } from '../shop/sessions';
import { viewerId } from '../shop/social/account';
import { likeProduct } from '../shop/social/favourites';
import { productDetail } from '../shop/social/productViews';
import { setArrivalReminder } from '../shop/social/reminders';
import { similarProducts } from '../shop/social/similarProducts';
import { likeReview, replyToReview, writeReview } from '../shop/social/reviewOps';
import { productReviews, renderReview, reviewById, reviewSquare } from '../shop/social/reviewViews';
import { unknown } from '../shop/social/socialFailures';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

export const productMocks: AreaMocks<'product'> = {
  getProductDetail: { ok: ({ params, locale, shop }) => productDetail(shop, params.id, locale) },
  getProductReviews: {
    ok: ({ params, locale, shop }) =>
      productReviews(shop, { team_id: params.team_id, page: requestedPage(params.page), has_image: params.has_image === '1' }, locale),
  },
  getReviewDetail: {
    ok: ({ params, locale, shop }) => {
      const review = reviewById(shop, params.id);
      return review ? renderReview(shop, review, locale, viewerId(shop)) : unknown('review');
    },
  },
  likeProduct: { needsLogin: true, ok: ({ params, shop }) => likeProduct(shop, { team_id: params.team_id }) },
  likeReview: { needsLogin: true, ok: ({ params, shop }) => likeReview(shop, { review_id: params.review_id }) },
  setArrivalReminder: { needsLogin: true, ok: ({ params, shop }) => setArrivalReminder(shop, { action: params.action, tid: params.tid }) },
  writeReview: {
    needsLogin: true,
    ok: ({ params, lists, locale, shop }) => {
      const review = writeReview(shop, {
        order_id: params.order_id,
        team_id: params.team_id,
        score: intParam(params, 'score'),
        content: params.content,
        images: listParam(lists, 'images'),
        lang: locale,
        anonymous: params.is_anonymous === '1',
      });
      return isFailure(review) ? review : renderReview(shop, review, locale, viewerId(shop));
    },
  },
  getReviewSquare: { ok: ({ params, locale, shop }) => reviewSquare(shop, { sort: params.sort, page: requestedPage(params.page) }, locale) },
  replyToReview: {
    needsLogin: true,
    ok: ({ params, locale, shop }) => {
      const review = replyToReview(shop, { review_id: params.review_id, content: params.content, lang: locale });
      return isFailure(review) ? review : renderReview(shop, review, locale, viewerId(shop));
    },
  },
  getRelatedProducts: { ok: ({ locale }) => ({ list: buildTeams(4, locale, 4) }) },
  getSimilarProducts: { ok: ({ params, locale }) => similarProducts(params.team_id, locale) },
};

/** Product detail, reviews (read, like, write), likes and arrival reminders, on the session's shop. */
export function productHandlers(choice?: AreaScenario<'product'>, shop?: MockShop) {
  return buildAreaHandlers(productEndpoints, productMocks, choice, shop);
}
