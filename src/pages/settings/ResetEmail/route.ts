import type { LoaderFunctionArgs } from 'react-router';
import { loadResetEmail } from './resetEmailLoader';
import type { RouteDeps, StorefrontRouteModule } from '../../routeModule';

/** Change the e-mail, /m/account/reset-email (spec §2; route name account-reset-email). Needs login. */
export const resetEmailRoute = {
  paths: ['account/reset-email'],
  handle: { name: 'account-reset-email', layout: {} },
  loader: ({ request }: LoaderFunctionArgs, { client }: RouteDeps) => loadResetEmail(client, request),
  Component: async () => (await import('./ResetEmail')).ResetEmail,
} satisfies StorefrontRouteModule;
