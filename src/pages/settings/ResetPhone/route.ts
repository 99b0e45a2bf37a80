import type { LoaderFunctionArgs } from 'react-router';
import { loadResetPhone } from './resetPhoneLoader';
import type { RouteDeps, StorefrontRouteModule } from '../../routeModule';

/** Change the phone number, /m/account/reset-phone (spec §2; route name account-reset-phone). Needs login. */
export const resetPhoneRoute = {
  paths: ['account/reset-phone'],
  handle: { name: 'account-reset-phone', layout: {} },
  loader: ({ request }: LoaderFunctionArgs, { client }: RouteDeps) => loadResetPhone(client, request),
  Component: async () => (await import('./ResetPhone')).ResetPhone,
} satisfies StorefrontRouteModule;
