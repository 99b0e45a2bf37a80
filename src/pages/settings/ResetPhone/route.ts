import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Change the phone number, /m/account/reset-phone (spec §2; route name account-reset-phone). Needs login. */
export const resetPhoneRoute = {
  paths: ['account/reset-phone'],
  handle: { name: 'account-reset-phone', layout: {} },
  loader: lazyLoader(() => import('./resetPhoneLoader'), 'resetPhoneLoader'),
  Component: async () => (await import('./ResetPhone')).ResetPhone,
} satisfies StorefrontRouteModule;
