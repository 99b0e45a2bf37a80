import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Saved cards, /m/account/my_card.php (spec §2; route name account-my_card): list, add through the card vault, remove. Needs login. */
export const myCardsRoute = {
  paths: ['account/my_card.php'],
  handle: { name: 'account-my_card', layout: {} },
  loader: lazyLoader(() => import('./myCardsLoader'), 'myCardsLoader'),
  Component: async () => (await import('./MyCards')).MyCards,
} satisfies StorefrontRouteModule;
