import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** A service at one store, /m/booking/{sign}/{sign1} (spec §2; route name booking-sign-sign1): hours, day, slot, staff, book. Needs login. */
export const serviceAtStoreRoute = {
  paths: ['booking/:sign/:sign1'],
  handle: { name: 'booking-sign-sign1', layout: {} },
  params: { sign: 'sign', sign1: 'sign' },
  loader: lazyLoader(() => import('./serviceAtStoreLoader'), 'serviceAtStoreLoader'),
  Component: async () => (await import('./ServiceAtStore')).ServiceAtStore,
} satisfies StorefrontRouteModule;
