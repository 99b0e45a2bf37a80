import type { LoaderFunctionArgs } from 'react-router';
import { getPaymentResult, type PayResult } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { notFoundResponse } from '../../shared/notFound/notFoundResponse';
import { loadedOrLeave, orderIdOf, type Loaded } from '../../shared/login';

export interface PaymentStatusLoaderData {
  readonly orderId: string;
  readonly result: Loaded<PayResult>;
}

/** Loads the payment status of `?order_id=`; a missing or malformed id is not found. */
export async function loadPaymentStatus({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<PaymentStatusLoaderData> {
  const orderId = orderIdOf(request);
  if (orderId === null) throw await notFoundResponse(client, request.signal);
  const [result] = await Promise.all([getPaymentResult(client, { order_id: orderId }, { signal: request.signal })]);
  return { orderId, result: await loadedOrLeave(result, client, request) };
}

/** The shop paths the result pages lead to (spec §2). */
export const ORDERS_PATH = '/m/center.php';
export const HOME_PATH = '/m';
/** A booking's deposit leads to the shopper's appointments (spec §2 booking_appointment_service). */
export const APPOINTMENTS_PATH = '/m/booking_appointment_service';
export const withOrderId = (path: string, orderId: string) => `${path}?order_id=${encodeURIComponent(orderId)}`;
