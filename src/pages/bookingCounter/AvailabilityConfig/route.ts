import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The weekly time slots, /m/booking/order/availability/config (spec §2 booking order availability
 * config; route name booking-order-availability-config): which days are open and from when to when (the
 * slots start every hour within them). Merchants only.
 */
export const availabilityConfigRoute = {
  paths: ['booking/order/availability/config'],
  handle: { name: 'booking-order-availability-config', layout: {} },
  loader: lazyLoader(() => import('./availabilityConfigLoader'), 'availabilityConfigLoader'),
  Component: async () => (await import('./AvailabilityConfig')).AvailabilityConfig,
} satisfies StorefrontRouteModule;
