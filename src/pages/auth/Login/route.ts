import type { StorefrontRouteModule } from '../../routeModule';
import { lazyLoader } from '../../lazyLoader';

/** Sign in (spec §2 `/m/login.php`, route name login). */
export const loginRoute = {
  paths: ['login.php'],
  handle: { name: 'login', layout: {} },
  loader: lazyLoader(() => import('./loginLoader'), 'loginLoader'),
  action: async (args, deps) => (await import('./loginAction')).loginAction(args, deps),
  Component: async () => (await import('./Login')).Login,
} satisfies StorefrontRouteModule;
