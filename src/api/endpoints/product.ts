import { legacyResponse } from '../schemas/envelope';
import { likeStateSchema, reminderStateSchema, reviewPageSchema, reviewSchema, similarProductsSchema, teamDetailSchema, teamPageSchema } from '../schemas/product';
import { endpointsOf, NOT_SHOWN, PATH_NOT_SHOWN } from './define';

const ep = endpointsOf('product');

/** Product detail (the /m/{brand}/{product}.html page). */
export const getProductDetail = ep<{ id: string }>()('getProductDetail', 'legacy', 'GET', '/m_api/team/detail.php', legacyResponse(teamDetailSchema), { chosen: NOT_SHOWN });
export const getProductReviews = ep<{ team_id: string; page?: number; has_image?: 0 | 1 }>()(
  'getProductReviews', 'legacy', 'GET', '/wap/api/team/reviews', legacyResponse(reviewPageSchema), { chosen: NOT_SHOWN },
);
/** review/detail?id= */
export const getReviewDetail = ep<{ id: string }>()('getReviewDetail', 'legacy', 'GET', '/wap/api/team/review_detail', legacyResponse(reviewSchema), { chosen: NOT_SHOWN });
export const likeProduct = ep<{ team_id: string }>()('likeProduct', 'legacy', 'POST', '/wap/api/team/like', legacyResponse(likeStateSchema), { chosen: NOT_SHOWN });
export const likeReview = ep<{ review_id: string }>()('likeReview', 'legacy', 'POST', '/wap/api/team/review_like', legacyResponse(likeStateSchema), { chosen: NOT_SHOWN });
/** Arrival reminder: payload action, tid (spec §7); needs login. */
export const setArrivalReminder = ep<{ action: 'add' | 'cancel'; tid: string }>()(
  'setArrivalReminder', 'legacy', 'POST', '/m_api/team/arrival_reminder.php', legacyResponse(reminderStateSchema), { chosen: PATH_NOT_SHOWN },
);
/** A review of a product the shopper bought in an order: score 1–5, text, up to nine photos; needs login. */
export const writeReview = ep<{ order_id: string; team_id: string; score: number; content: string; images?: readonly string[]; is_anonymous?: 0 | 1 }>()(
  'writeReview', 'legacy', 'POST', '/wap/api/team/write_review', legacyResponse(reviewSchema), { chosen: NOT_SHOWN },
);
/** A reply under a review (review/detail); answers the review with its replies. Needs login. */
export const replyToReview = ep<{ review_id: string; content: string }>()(
  'replyToReview', 'legacy', 'POST', '/wap/api/team/review_reply', legacyResponse(reviewSchema), { chosen: NOT_SHOWN },
);
/** The review square (/m/review): reviews with photos, the latest first or the most liked first. */
export const getReviewSquare = ep<{ sort?: 'latest' | 'best'; page?: number }>()(
  'getReviewSquare', 'legacy', 'GET', '/wap/api/review/square', legacyResponse(reviewPageSchema), { chosen: NOT_SHOWN },
);
export const getRelatedProducts = ep<{ team_id: string }>()('getRelatedProducts', 'legacy', 'GET', '/wap/api/team/related', legacyResponse(teamPageSchema), { chosen: NOT_SHOWN });
/** The similar-products page (/m/account/similar_pro?id=): the product, then products of its category or brand; an unknown id answers 404. */
export const getSimilarProducts = ep<{ team_id: string }>()(
  'getSimilarProducts', 'legacy', 'GET', '/wap/api/team/similar', legacyResponse(similarProductsSchema), { chosen: NOT_SHOWN },
);

export const productEndpoints = [
  getProductDetail,
  getProductReviews,
  getReviewDetail,
  likeProduct,
  likeReview,
  setArrivalReminder,
  writeReview,
  getReviewSquare,
  replyToReview,
  getRelatedProducts,
  getSimilarProducts,
] as const;
