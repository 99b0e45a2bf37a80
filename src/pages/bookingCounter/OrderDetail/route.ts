import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The merchant's order, /m/booking/order/detail?order_id=… (spec §2 booking order detail; route
 * name booking-order-detail); without an order id, the merchant's order list. Merchants only.
 */
export const orderDetailRoute = {
  paths: ['booking/order/detail'],
  handle: { name: 'booking-order-detail', layout: {} },
  loader: lazyLoader(() => import('./orderDetailLoader'), 'orderDetailLoader'),
  Component: async () => (await import('./OrderDetail')).OrderDetail,
} satisfies StorefrontRouteModule;
