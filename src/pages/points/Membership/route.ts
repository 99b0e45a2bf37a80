import type { LoaderFunctionArgs } from 'react-router';
import { loadMembership } from './membershipLoader';
import type { RouteDeps, StorefrontRouteModule } from '../../routeModule';

/** Membership, /m/membership (spec §2; route name membership): the shopper's level, progress, benefits and member prices; a guest sees the offer. */
export const membershipRoute = {
  paths: ['membership'],
  handle: { name: 'membership', layout: {} },
  loader: ({ request }: LoaderFunctionArgs, { client }: RouteDeps) => loadMembership(client, request.signal),
  Component: async () => (await import('./Membership')).Membership,
} satisfies StorefrontRouteModule;
