import { loginLoader } from './loginLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Sign in (spec §2 `/m/login.php`, route name login). */
export const loginRoute = {
  paths: ['login.php'],
  handle: { name: 'login', layout: {} },
  loader: loginLoader,
  Component: async () => (await import('./Login')).Login,
} satisfies StorefrontRouteModule;
