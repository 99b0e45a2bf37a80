import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The merchant's stores, /m/booking/store/detail (spec §2; route name booking-store-detail): without
 * `store_id` the store list (store/list); with it one store, its services and staff. Needs login; a
 * non-merchant sees the invitation. No go-to-top button (spec §2).
 */
export const storeDetailRoute = {
  paths: ['booking/store/detail'],
  handle: { name: 'booking-store-detail', layout: { hideGoTop: true } },
  loader: lazyLoader(() => import('./storeDetailLoader'), 'storeDetailLoader'),
  Component: async () => (await import('./StoreDetail')).StoreDetail,
} satisfies StorefrontRouteModule;
