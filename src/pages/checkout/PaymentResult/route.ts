import type { StorefrontRouteModule } from '../../routeModule';
import { lazyLoader } from '../../lazyLoader';

/** spec §2 payment_result: the outcome of a payment (`?order_id=`). */
export const paymentResultRoute = {
  paths: ['payment_result'],
  handle: { name: 'payment_result', layout: {} },
  loader: lazyLoader(() => import('../shared/paymentStatus'), 'loadPaymentStatus'),
  Component: async () => (await import('./PaymentResult')).PaymentResult,
} satisfies StorefrontRouteModule;
