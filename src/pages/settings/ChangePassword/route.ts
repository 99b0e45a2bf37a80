import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Change password, /m/account/change_pwd.php (spec §2; route name account-change_pwd). Needs login. */
export const changePasswordRoute = {
  paths: ['account/change_pwd.php'],
  handle: { name: 'account-change_pwd', layout: {} },
  loader: lazyLoader(() => import('./changePasswordLoader'), 'changePasswordLoader'),
  Component: async () => (await import('./ChangePassword')).ChangePassword,
} satisfies StorefrontRouteModule;
