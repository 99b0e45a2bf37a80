import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The merchant's services, /m/booking/service/detail (spec §2; route name booking-service-detail):
 * without `service_id` the service list (service/list); with it one service, published or not
 * (service/status). Needs login; a non-merchant sees the invitation.
 */
export const serviceDetailRoute = {
  paths: ['booking/service/detail'],
  handle: { name: 'booking-service-detail', layout: {} },
  loader: lazyLoader(() => import('./serviceDetailLoader'), 'serviceDetailLoader'),
  Component: async () => (await import('./ServiceDetail')).ServiceDetail,
} satisfies StorefrontRouteModule;
