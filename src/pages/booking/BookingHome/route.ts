import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Booking home, /m/booking (spec §2; route name booking): categories, recommended services, nearby stores, search. */
export const bookingHomeRoute = {
  paths: ['booking'],
  handle: { name: 'booking', layout: {} },
  loader: lazyLoader(() => import('./bookingHomeLoader'), 'bookingHomeLoader'),
  Component: async () => (await import('./BookingHome')).BookingHome,
} satisfies StorefrontRouteModule;
