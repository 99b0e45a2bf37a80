import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Help centre, /m/account/help.php (spec §2; route name account-help): help topics and live chat (live chat needs login). */
export const helpRoute = {
  paths: ['account/help.php'],
  handle: { name: 'account-help', layout: {} },
  loader: lazyLoader(() => import('./helpLoader'), 'helpLoader'),
  Component: async () => (await import('./Help')).Help,
} satisfies StorefrontRouteModule;
