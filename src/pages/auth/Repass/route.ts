import { repassLoader } from './repassLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Reset the password (spec §2 `/m/repass.php`, route name repass). */
export const repassRoute = {
  paths: ['repass.php'],
  handle: { name: 'repass', layout: {} },
  loader: repassLoader,
  Component: async () => (await import('./Repass')).Repass,
} satisfies StorefrontRouteModule;
