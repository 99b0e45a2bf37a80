import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** The review square, /m/review (spec §2; route name review): the latest and the best reviews with photos. */
export const reviewSquareRoute = {
  paths: ['review'],
  handle: { name: 'review', layout: {} },
  loader: lazyLoader(() => import('./reviewSquareLoader'), 'reviewSquareLoader'),
  Component: async () => (await import('./ReviewSquare')).ReviewSquare,
} satisfies StorefrontRouteModule;
