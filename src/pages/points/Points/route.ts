import type { LoaderFunctionArgs } from 'react-router';
import { loadPoints } from './pointsLoader';
import type { RouteDeps, StorefrontRouteModule } from '../../routeModule';

/** Points, /m/account/konvypoint.php (spec §2; route name account-konvypoint): balance, ledger, expiry and rules. Needs login. */
export const pointsRoute = {
  paths: ['account/konvypoint.php'],
  handle: { name: 'account-konvypoint', layout: {} },
  loader: ({ request }: LoaderFunctionArgs, { client }: RouteDeps) => loadPoints(client, request),
  Component: async () => (await import('./Points')).Points,
} satisfies StorefrontRouteModule;
