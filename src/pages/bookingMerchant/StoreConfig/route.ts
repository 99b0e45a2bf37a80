import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * A store's settings, /m/booking/store/config (spec §2; route name booking-store-config): create a
 * store, or with `?store_id=` edit one (name, address, province and city, phone, opening hours).
 * Needs login; a non-merchant sees the invitation.
 */
export const storeConfigRoute = {
  paths: ['booking/store/config'],
  handle: { name: 'booking-store-config', layout: {} },
  loader: lazyLoader(() => import('./storeConfigLoader'), 'storeConfigLoader'),
  Component: async () => (await import('./StoreConfig')).StoreConfig,
} satisfies StorefrontRouteModule;
