import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Arrival reminders, /m/account/reminder.php (spec §2; route name account-reminder): the products the shopper waits for, each removable. Needs login. */
export const remindersRoute = {
  paths: ['account/reminder.php'],
  handle: { name: 'account-reminder', layout: {} },
  loader: lazyLoader(() => import('./remindersLoader'), 'remindersLoader'),
  Component: async () => (await import('./Reminders')).Reminders,
} satisfies StorefrontRouteModule;
