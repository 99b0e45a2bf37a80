import { lazyAction } from '../../lazyAction';
import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Settings, /m/account/setting.php (spec §2; route name account-setting): language, notifications, account links, logout. Needs login. */
export const settingsRoute = {
  paths: ['account/setting.php'],
  handle: { name: 'account-setting', layout: {} },
  loader: lazyLoader(() => import('./settingsLoader'), 'settingsLoader'),
  action: lazyAction(() => import('./settingsAction'), 'settingsAction'),
  Component: async () => (await import('./Settings')).Settings,
} satisfies StorefrontRouteModule;
