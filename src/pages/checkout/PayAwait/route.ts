import type { StorefrontRouteModule } from '../../routeModule';
import { loadPaymentStatus } from '../shared/paymentStatus';

/** spec §2 orderconfirm/await: a payment the provider has not confirmed yet (`?order_id=`). */
export const payAwaitRoute = {
  paths: ['orderconfirm/await'],
  handle: { name: 'orderconfirm-await', layout: {} },
  loader: loadPaymentStatus,
  Component: async () => (await import('./PayAwait')).PayAwait,
} satisfies StorefrontRouteModule;
