import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * My orders, /m/my.php (spec §2; route name my). Needs login. Without `order_id` the order list
 * with status tabs (`?status=` all, unpaid, unshipped, shipped, review); with `?order_id=` that
 * order's detail (the chosen address of the order detail: /m/my.php?order_id=).
 */
export const ordersRoute = {
  paths: ['my.php'],
  handle: { name: 'my', layout: {} },
  loader: lazyLoader(() => import('./ordersLoader'), 'ordersLoader'),
  Component: async () => (await import('./Orders')).Orders,
} satisfies StorefrontRouteModule;
