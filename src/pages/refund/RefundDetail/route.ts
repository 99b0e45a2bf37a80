import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** A refund's detail, /m/order/refund/refund_detail.php?refund_id=… (spec §2; route name order-refund-refund_detail): timeline, amounts, change or cancel. Needs login. */
export const refundDetailRoute = {
  paths: ['order/refund/refund_detail.php'],
  handle: { name: 'order-refund-refund_detail', layout: {} },
  loader: lazyLoader(() => import('./refundDetailLoader'), 'refundDetailLoader'),
  Component: async () => (await import('./RefundDetail')).RefundDetail,
} satisfies StorefrontRouteModule;
