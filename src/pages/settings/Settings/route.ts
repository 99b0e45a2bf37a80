import type { LoaderFunctionArgs } from 'react-router';
import { loadSettings } from './settingsLoader';
import type { RouteDeps, StorefrontRouteModule } from '../../routeModule';

/** Settings, /m/account/setting.php (spec §2; route name account-setting): language, notifications, account links, logout. Needs login. */
export const settingsRoute = {
  paths: ['account/setting.php'],
  handle: { name: 'account-setting', layout: {} },
  loader: ({ request }: LoaderFunctionArgs, { client }: RouteDeps) => loadSettings(client, request),
  Component: async () => (await import('./Settings')).Settings,
} satisfies StorefrontRouteModule;
