import { productEndpoints } from '../../src/api/endpoints/product';
import { buildReview, buildReviews, buildTeamDetail, buildTeams, findTeamIndex } from '../fixtures/products';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

export const productMocks: AreaMocks<'product'> = {
  getProductDetail: { ok: ({ params, locale }) => buildTeamDetail(findTeamIndex(params.id), locale) },
  getProductReviews: { ok: ({ locale }) => ({ list: buildReviews(3, locale), paging: { page: 1, page_size: 10, total: 3, has_more: 0 }, score: 4.8 }) },
  getReviewDetail: { ok: ({ locale }) => buildReview(0, locale) },
  likeProduct: { ok: () => ({ is_liked: 1, like_count: 1_024 }) },
  likeReview: { ok: () => ({ is_liked: 1, like_count: 3 }) },
  setArrivalReminder: { ok: ({ params }) => ({ reminder_set: params.action === 'cancel' ? 0 : 1 }) },
  getRelatedProducts: { ok: ({ locale }) => ({ list: buildTeams(4, locale, 4) }) },
};

/** Product detail, reviews, likes and arrival reminders. */
export function productHandlers(choice?: AreaScenario<'product'>) {
  return buildAreaHandlers(productEndpoints, productMocks, choice);
}
