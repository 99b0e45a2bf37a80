import { lazyLoader } from '../../lazyLoader';
import { lazyAction } from '../../lazyAction';
import type { StorefrontRouteModule } from '../../routeModule';

/** Write a review, /m/account/write_review.php?order_id=&team_id= (spec §2; route name account-write_review). Needs login. */
export const writeReviewRoute = {
  paths: ['account/write_review.php'],
  handle: { name: 'account-write_review', layout: {} },
  loader: lazyLoader(() => import('./writeReviewLoader'), 'writeReviewLoader'),
  action: lazyAction(() => import('./writeReviewAction'), 'writeReviewAction'),
  Component: async () => (await import('./WriteReview')).WriteReview,
} satisfies StorefrontRouteModule;
