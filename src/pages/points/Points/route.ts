import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Points, /m/account/konvypoint.php (spec §2; route name account-konvypoint): balance, ledger, expiry and rules. Needs login. */
export const pointsRoute = {
  paths: ['account/konvypoint.php'],
  handle: { name: 'account-konvypoint', layout: {} },
  loader: lazyLoader(() => import('./pointsLoader'), 'pointsLoader'),
  Component: async () => (await import('./Points')).Points,
} satisfies StorefrontRouteModule;
