import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** How the goods go back, /m/order/refund/book_type?refund_id=… (spec §2; route name order-refund-book_type): a courier pick-up or a branch. Needs login. */
export const refundBookTypeRoute = {
  paths: ['order/refund/book_type'],
  handle: { name: 'order-refund-book_type', layout: {} },
  loader: lazyLoader(() => import('./refundBookTypeLoader'), 'refundBookTypeLoader'),
  Component: async () => (await import('./RefundBookType')).RefundBookType,
} satisfies StorefrontRouteModule;
