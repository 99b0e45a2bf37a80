import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** The exchange and return policy and the shopper's requests, /m/account/Exchange_Return.php (spec §2; route name account-Exchange_Return). Open to guests. */
export const exchangeReturnRoute = {
  paths: ['account/Exchange_Return.php'],
  handle: { name: 'account-Exchange_Return', layout: {} },
  loader: lazyLoader(() => import('./exchangeReturnLoader'), 'exchangeReturnLoader'),
  Component: async () => (await import('./ExchangeReturn')).ExchangeReturn,
} satisfies StorefrontRouteModule;
