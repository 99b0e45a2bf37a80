import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** A brand's reviews, /m/brand_review?brand_id= (spec §2; route name brand_review). */
export const brandReviewsRoute = {
  paths: ['brand_review'],
  handle: { name: 'brand_review', layout: {} },
  loader: lazyLoader(() => import('./brandReviewsLoader'), 'brandReviewsLoader'),
  Component: async () => (await import('./BrandReviews')).BrandReviews,
} satisfies StorefrontRouteModule;
