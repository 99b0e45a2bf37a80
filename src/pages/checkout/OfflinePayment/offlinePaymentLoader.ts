import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from '../../routeModule';
import { loadPaymentStatus, type PaymentStatusLoaderData } from '../shared/paymentStatus';

export interface OfflinePaymentLoaderData extends PaymentStatusLoaderData {
  /** The method code from `?method=` (display only). */
  readonly method: string;
}

/** The order's payment status and the method the shopper chose. */
export async function offlinePaymentLoader(args: LoaderFunctionArgs, deps: RouteDeps): Promise<OfflinePaymentLoaderData> {
  return { ...(await loadPaymentStatus(args, deps)), method: new URL(args.request.url).searchParams.get('method') ?? '' };
}
