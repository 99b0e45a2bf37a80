import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The lucky draws, /m/lucky-draws (spec §2; route name lucky-draws): running, upcoming and ended
 * draws with countdowns from the backend's clock. Public; entering is on each draw's page.
 */
export const luckyDrawsRoute = {
  paths: ['lucky-draws'],
  handle: { name: 'lucky-draws', layout: {} },
  loader: lazyLoader(() => import('./luckyDrawsLoader'), 'luckyDrawsLoader'),
  Component: async () => (await import('./LuckyDraws')).LuckyDraws,
} satisfies StorefrontRouteModule;
