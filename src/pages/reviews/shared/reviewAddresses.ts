/** The review pages' addresses (spec §2). */
export const MY_REVIEWS_PATH = '/m/account/my_review.php';
export const REVIEW_RULES_PATH = '/m/account/my_review/rule';
export const WRITE_RULES_PATH = '/m/account/my_review/write_rule';
export const REVIEW_SQUARE_PATH = '/m/review';

export const reviewDetailAddress = (id: string) => `/m/review/detail?id=${encodeURIComponent(id)}`;
export const writeReviewAddress = (orderId: string, teamId: string) =>
  `/m/account/write_review.php?order_id=${encodeURIComponent(orderId)}&team_id=${encodeURIComponent(teamId)}`;
export const myReviewsAddress = (tab: 'written' | 'pending') => `${MY_REVIEWS_PATH}?tab=${tab}`;

/** A numeric id from the query (review, product, brand), or null when missing or not plain digits. */
export function numericParam(request: Request, name: string): string | null {
  const value = new URL(request.url).searchParams.get(name);
  return value !== null && /^\d{1,18}$/.test(value) ? value : null;
}
