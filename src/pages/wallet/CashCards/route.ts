import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Cash cards, /m/account/cash_card.php (spec §2; route name account-cash_card): balances and redeeming a code. Needs login. */
export const cashCardsRoute = {
  paths: ['account/cash_card.php'],
  handle: { name: 'account-cash_card', layout: {} },
  loader: lazyLoader(() => import('./cashCardsLoader'), 'cashCardsLoader'),
  Component: async () => (await import('./CashCards')).CashCards,
} satisfies StorefrontRouteModule;
