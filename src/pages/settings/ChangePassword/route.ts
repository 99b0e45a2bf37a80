import type { LoaderFunctionArgs } from 'react-router';
import { loadChangePassword } from './changePasswordLoader';
import type { RouteDeps, StorefrontRouteModule } from '../../routeModule';

/** Change password, /m/account/change_pwd.php (spec §2; route name account-change_pwd). Needs login. */
export const changePasswordRoute = {
  paths: ['account/change_pwd.php'],
  handle: { name: 'account-change_pwd', layout: {} },
  loader: ({ request }: LoaderFunctionArgs, { client }: RouteDeps) => loadChangePassword(client, request),
  Component: async () => (await import('./ChangePassword')).ChangePassword,
} satisfies StorefrontRouteModule;
