import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** The courier pick-up, /m/order/refund/pickUp?refund_id=… (spec §2; route name order-refund-pickUp): the address and a time. Needs login. */
export const refundPickUpRoute = {
  paths: ['order/refund/pickUp'],
  handle: { name: 'order-refund-pickUp', layout: {} },
  loader: lazyLoader(() => import('./refundPickUpLoader'), 'refundPickUpLoader'),
  Component: async () => (await import('./RefundPickUp')).RefundPickUp,
} satisfies StorefrontRouteModule;
