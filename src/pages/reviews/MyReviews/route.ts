import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** My reviews, /m/account/my_review.php (spec §2; route name account-my_review): written and waiting. Needs login. */
export const myReviewsRoute = {
  paths: ['account/my_review.php'],
  handle: { name: 'account-my_review', layout: {} },
  loader: lazyLoader(() => import('./myReviewsLoader'), 'myReviewsLoader'),
  Component: async () => (await import('./MyReviews')).MyReviews,
} satisfies StorefrontRouteModule;
