import type { StorefrontRouteModule } from '../../routeModule';
import { lazyLoader } from '../../lazyLoader';

/** Reset the password (spec §2 `/m/repass.php`, route name repass). */
export const repassRoute = {
  paths: ['repass.php'],
  handle: { name: 'repass', layout: {} },
  loader: lazyLoader(() => import('./repassLoader'), 'repassLoader'),
  Component: async () => (await import('./Repass')).Repass,
} satisfies StorefrontRouteModule;
