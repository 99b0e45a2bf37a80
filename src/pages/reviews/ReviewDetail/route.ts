import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** One review, /m/review/detail?id= (spec §2; route name review-detail): photos, likes, replies, translation. */
export const reviewDetailRoute = {
  paths: ['review/detail'],
  handle: { name: 'review-detail', layout: {} },
  loader: lazyLoader(() => import('./reviewDetailLoader'), 'reviewDetailLoader'),
  Component: async () => (await import('./ReviewDetail')).ReviewDetail,
} satisfies StorefrontRouteModule;
