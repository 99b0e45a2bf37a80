import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** A bookable service, /m/booking/{sign} (spec §2; route name booking-sign): pictures, prices, stores, reviews, book. */
export const serviceDetailRoute = {
  paths: ['booking/:sign'],
  handle: { name: 'booking-sign', layout: {} },
  params: { sign: 'sign' },
  loader: lazyLoader(() => import('./serviceDetailLoader'), 'serviceDetailLoader'),
  Component: async () => (await import('./ServiceDetail')).ServiceDetail,
} satisfies StorefrontRouteModule;
