import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Membership, /m/membership (spec §2; route name membership): the shopper's level, progress, benefits and member prices; a guest sees the offer. */
export const membershipRoute = {
  paths: ['membership'],
  handle: { name: 'membership', layout: {} },
  loader: lazyLoader(() => import('./membershipLoader'), 'membershipLoader'),
  Component: async () => (await import('./Membership')).Membership,
} satisfies StorefrontRouteModule;
