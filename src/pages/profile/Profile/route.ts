import { lazyAction } from '../../lazyAction';
import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** My profile, /m/myprofile.php (spec §2; route name myprofile): photo, nickname, gender, birthday, skin type. Needs login. */
export const profileRoute = {
  paths: ['myprofile.php'],
  handle: { name: 'myprofile', layout: {} },
  loader: lazyLoader(() => import('./profileLoader'), 'profileLoader'),
  action: lazyAction(() => import('./profileAction'), 'profileAction'),
  Component: async () => (await import('./Profile')).Profile,
} satisfies StorefrontRouteModule;
