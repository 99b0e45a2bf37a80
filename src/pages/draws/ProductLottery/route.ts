import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * A product lottery from a home module, /m/product_lottery.php?id=&module_id=&related_type= (spec §2;
 * route name product_lottery): join, the result, and buying at the lottery price when won. A guest
 * may look; joining or buying sends them to sign in and back.
 */
export const productLotteryRoute = {
  paths: ['product_lottery.php'],
  handle: { name: 'product_lottery', layout: {} },
  loader: lazyLoader(() => import('./productLotteryLoader'), 'productLotteryLoader'),
  Component: async () => (await import('./ProductLottery')).ProductLottery,
} satisfies StorefrontRouteModule;
