import { redirect } from 'react-router';
import { getReservationRefund, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadedOrLeave, orderIdOf, type LoadFailure } from '../../shared/login';

/** What the refund page's loader returns: the order whose refund the flow shows, no usable order, or a failure with retry. */
export type AppointmentRefundData =
  | { readonly kind: 'ok'; readonly orderId: string }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'error'; readonly failure: LoadFailure };

const NOT_THEIRS = 404;

/**
 * /m/booking_appointment_service/refund?order_id=…: checks the order id (missing or malformed:
 * `invalid`, no call; an order that is not the shopper's, 404: `invalid`) and the sign-in through the refund's detail (spec §8: 401/304/403 login and
 * back, 302 home, 301/303 the not-found page). The bookingRefund flow then loads the detail and
 * the options itself.
 */
export async function loadAppointmentRefund(client: ApiClient, request: Request): Promise<AppointmentRefundData> {
  const orderId = orderIdOf(request);
  if (orderId === null) return { kind: 'invalid' };
  const result = await getReservationRefund(client, { order_id: orderId }, { suppressToast: true, signal: request.signal });
  if (!result.ok && result.kind === 'home') throw redirect('/m');
  // The booking backend answers 404 for an order that is not the shopper's (or none at all).
  if (!result.ok && result.code === NOT_THEIRS) return { kind: 'invalid' };
  const loaded = await loadedOrLeave(result, client, request);
  return loaded.ok ? { kind: 'ok', orderId } : { kind: 'error', failure: loaded.failure };
}

/** The route's loader (loaded on its first call through lazyLoader). */
export const appointmentRefundLoader: PageLoader = ({ request }, { client }) => loadAppointmentRefund(client, request);
