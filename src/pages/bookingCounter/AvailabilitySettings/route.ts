import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The capacity and closed days, /m/booking/order/availability/settings (spec §2 booking order
 * availability settings; route name
 * booking-order-availability-settings): how many customers each store
 * takes per time slot and the days no one can book. Merchants only.
 */
export const availabilitySettingsRoute = {
  paths: ['booking/order/availability/settings'],
  handle: { name: 'booking-order-availability-settings', layout: {} },
  loader: lazyLoader(() => import('./availabilitySettingsLoader'), 'availabilitySettingsLoader'),
  Component: async () => (await import('./AvailabilitySettings')).AvailabilitySettings,
} satisfies StorefrontRouteModule;
