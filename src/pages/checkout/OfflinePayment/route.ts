import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps, StorefrontRouteModule } from '../../../app/routing/routeModule';
import { loadPaymentStatus, type PaymentStatusLoaderData } from '../shared/paymentStatus';

export interface OfflinePaymentLoaderData extends PaymentStatusLoaderData {
  /** The method code from `?method=` (display only). */
  readonly method: string;
}

/** spec §2 offline_payment: instructions for an order paid by transfer (`?order_id=&method=`). */
export const offlinePaymentRoute = {
  paths: ['offline_payment'],
  handle: { name: 'offline_payment', layout: {} },
  loader: async (args: LoaderFunctionArgs, deps: RouteDeps): Promise<OfflinePaymentLoaderData> => ({
    ...(await loadPaymentStatus(args, deps)),
    method: new URL(args.request.url).searchParams.get('method') ?? '',
  }),
  Component: async () => (await import('./OfflinePayment')).OfflinePayment,
} satisfies StorefrontRouteModule;
