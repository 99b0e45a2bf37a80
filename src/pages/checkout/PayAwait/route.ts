import type { StorefrontRouteModule } from '../../routeModule';
import { lazyLoader } from '../../lazyLoader';

/** spec §2 orderconfirm/await: a payment the provider has not confirmed yet (`?order_id=`). */
export const payAwaitRoute = {
  paths: ['orderconfirm/await'],
  handle: { name: 'orderconfirm-await', layout: {} },
  loader: lazyLoader(() => import('../shared/paymentStatus'), 'loadPaymentStatus'),
  Component: async () => (await import('./PayAwait')).PayAwait,
} satisfies StorefrontRouteModule;
