import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The delivery step of a refund, /m/order/refund/kv_test_refund_delivery?refund_id=… (spec §2, a
 * test page; route name order-refund-kv_test_refund_delivery): how far the goods' way back is. Needs login.
 */
export const refundDeliveryRoute = {
  paths: ['order/refund/kv_test_refund_delivery'],
  handle: { name: 'order-refund-kv_test_refund_delivery', layout: {} },
  loader: lazyLoader(() => import('./refundDeliveryLoader'), 'refundDeliveryLoader'),
  Component: async () => (await import('./RefundDelivery')).RefundDelivery,
} satisfies StorefrontRouteModule;
