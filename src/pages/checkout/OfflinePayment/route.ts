import type { StorefrontRouteModule } from '../../routeModule';
import { lazyLoader } from '../../lazyLoader';

/** spec §2 offline_payment: instructions for an order paid by transfer (`?order_id=&method=`). */
export const offlinePaymentRoute = {
  paths: ['offline_payment'],
  handle: { name: 'offline_payment', layout: {} },
  loader: lazyLoader(() => import('./offlinePaymentLoader'), 'offlinePaymentLoader'),
  Component: async () => (await import('./OfflinePayment')).OfflinePayment,
} satisfies StorefrontRouteModule;
