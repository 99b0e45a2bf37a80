import { signupLoader } from './signupLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Sign up (spec §2 `/m/signup.php`, route name signup). */
export const signupRoute = {
  paths: ['signup.php'],
  handle: { name: 'signup', layout: {} },
  loader: signupLoader,
  Component: async () => (await import('./Signup')).Signup,
} satisfies StorefrontRouteModule;
