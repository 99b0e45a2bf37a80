import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Change the e-mail, /m/account/reset-email (spec §2; route name account-reset-email). Needs login. */
export const resetEmailRoute = {
  paths: ['account/reset-email'],
  handle: { name: 'account-reset-email', layout: {} },
  loader: lazyLoader(() => import('./resetEmailLoader'), 'resetEmailLoader'),
  Component: async () => (await import('./ResetEmail')).ResetEmail,
} satisfies StorefrontRouteModule;
