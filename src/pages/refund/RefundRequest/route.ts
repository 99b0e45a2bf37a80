import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

const Component = async () => (await import('./RefundRequest')).RefundRequest;

/** Request a refund, /m/order/refund/request.php?order_id=… (spec §2; route name order-refund-request): choose the lines of an order. Needs login. */
export const refundRequestRoute = {
  paths: ['order/refund/request.php'],
  handle: { name: 'order-refund-request', layout: {} },
  loader: lazyLoader(() => import('./refundRequestLoader'), 'refundRequestLoader'),
  Component,
} satisfies StorefrontRouteModule;

/** Refund one item, /m/order/refund/request_one.php?order_id=…&team_id=… (spec §2; route name order-refund-request_one). Needs login. */
export const refundRequestOneRoute = {
  paths: ['order/refund/request_one.php'],
  handle: { name: 'order-refund-request_one', layout: {} },
  loader: lazyLoader(() => import('./refundRequestLoader'), 'refundRequestOneLoader'),
  Component,
} satisfies StorefrontRouteModule;
