import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * A new service, /m/booking/service/create (spec §2; route name booking-service-create), optionally
 * `?store_id=` to offer it at that store. Needs login; a non-merchant sees the invitation. No
 * go-to-top button (spec §2 booking create).
 */
export const serviceCreateRoute = {
  paths: ['booking/service/create'],
  handle: { name: 'booking-service-create', layout: { hideGoTop: true } },
  loader: lazyLoader(() => import('./serviceFormLoader'), 'serviceFormLoader'),
  Component: async () => (await import('./ServiceForm')).ServiceForm,
} satisfies StorefrontRouteModule;

/**
 * A service's settings, /m/booking/service/config?service_id= (spec §2; route name
 * booking-service-config): the same form as creating, filled in. Needs login.
 */
export const serviceConfigRoute = {
  paths: ['booking/service/config'],
  handle: { name: 'booking-service-config', layout: {} },
  loader: lazyLoader(() => import('./serviceFormLoader'), 'serviceFormLoader'),
  Component: async () => (await import('./ServiceForm')).ServiceForm,
} satisfies StorefrontRouteModule;
