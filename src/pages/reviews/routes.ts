import { brandReviewsRoute } from './BrandReviews/route';
import { myReviewsRoute } from './MyReviews/route';
import { reviewDetailRoute } from './ReviewDetail/route';
import { reviewRulesRoute, writeRulesRoute } from './ReviewRules/route';
import { reviewSquareRoute } from './ReviewSquare/route';
import { writeReviewRoute } from './WriteReview/route';
import type { StorefrontRouteModule } from '../routeModule';

/** Reviews: write, mine and the rules under /m/account/, the review square, a review's page and a brand's reviews (spec §2). */
export const REVIEW_ROUTES: readonly StorefrontRouteModule[] = [
  brandReviewsRoute,
  myReviewsRoute,
  reviewDetailRoute,
  reviewRulesRoute,
  writeRulesRoute,
  reviewSquareRoute,
  writeReviewRoute,
];
