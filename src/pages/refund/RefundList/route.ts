import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Every refund with its status, /m/order/refund/refund_list.php (spec §2; route name order-refund-refund_list). Needs login. */
export const refundListRoute = {
  paths: ['order/refund/refund_list.php'],
  handle: { name: 'order-refund-refund_list', layout: {} },
  loader: lazyLoader(() => import('./refundListLoader'), 'refundListLoader'),
  Component: async () => (await import('./RefundList')).RefundList,
} satisfies StorefrontRouteModule;
