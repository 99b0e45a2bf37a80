import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The shopper's lucky-draw entries and prizes, /m/account/my_draws (spec §2; route name account-my_draws).
 * Needs login: a guest is sent to sign in and back.
 */
export const myDrawsRoute = {
  paths: ['account/my_draws'],
  handle: { name: 'account-my_draws', layout: {} },
  loader: lazyLoader(() => import('./myDrawsLoader'), 'myDrawsLoader'),
  Component: async () => (await import('./MyDraws')).MyDraws,
} satisfies StorefrontRouteModule;
