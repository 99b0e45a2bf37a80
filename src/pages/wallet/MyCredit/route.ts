import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Store credit, /m/account/my_credit.php (spec §2; route name account-my_credit): the balance and its history, page by page. Needs login. */
export const myCreditRoute = {
  paths: ['account/my_credit.php'],
  handle: { name: 'account-my_credit', layout: {} },
  loader: lazyLoader(() => import('./myCreditLoader'), 'myCreditLoader'),
  Component: async () => (await import('./MyCredit')).MyCredit,
} satisfies StorefrontRouteModule;
