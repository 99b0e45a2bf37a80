import type { StorefrontRouteModule } from '../../routeModule';
import { lazyAction } from '../../lazyAction';
import { lazyLoader } from '../../lazyLoader';

/** Sign up (spec §2 `/m/signup.php`, route name signup). */
export const signupRoute = {
  paths: ['signup.php'],
  handle: { name: 'signup', layout: {} },
  loader: lazyLoader(() => import('./signupLoader'), 'signupLoader'),
  action: lazyAction(() => import('./signupAction'), 'signupAction'),
  Component: async () => (await import('./Signup')).Signup,
} satisfies StorefrontRouteModule;
