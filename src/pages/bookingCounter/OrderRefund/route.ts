import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The customers' refund requests, /m/booking/order/refund (spec §2 booking order refund; route name
 * booking-order-refund): the list, or with `?refund_id=` one request with its order, approved or
 * rejected once. Merchants only.
 */
export const orderRefundRoute = {
  paths: ['booking/order/refund'],
  handle: { name: 'booking-order-refund', layout: {} },
  loader: lazyLoader(() => import('./orderRefundLoader'), 'orderRefundLoader'),
  Component: async () => (await import('./OrderRefund')).OrderRefund,
} satisfies StorefrontRouteModule;
