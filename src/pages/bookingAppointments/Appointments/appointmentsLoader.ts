import { redirect } from 'react-router';
import { getReservations, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadedOrLeave, type LoadFailure } from '../../shared/login';
import { tabOf, toAppointment, type Appointment, type AppointmentTab } from '../shared';

/** The most appointments the page lists (the list is the shopper's own: short). */
const PAGE_SIZE = 50;

/** What the appointments loader returns: the shopper's appointments and the tab asked for, or a failure with retry. */
export type AppointmentsData =
  | { readonly kind: 'ok'; readonly appointments: readonly Appointment[]; readonly tab: AppointmentTab; readonly origin: string }
  | { readonly kind: 'error'; readonly failure: LoadFailure; readonly tab: AppointmentTab };

/**
 * /m/booking_appointment_service?tab=…: every appointment of the signed-in shopper. A guest
 * (401/304/403) goes to login and back, 302 home, 301/303 the not-found page (spec §8); an unknown
 * tab is the first one. The page's origin goes with them: the voucher QR codes link there.
 */
export async function loadAppointments(client: ApiClient, request: Request): Promise<AppointmentsData> {
  const tab = tabOf(new URL(request.url).searchParams.get('tab'));
  const result = await getReservations(client, { page: 1, page_size: PAGE_SIZE }, { suppressToast: true, signal: request.signal });
  if (!result.ok && result.kind === 'home') throw redirect('/m');
  const loaded = await loadedOrLeave(result, client, request);
  if (!loaded.ok) return { kind: 'error', failure: loaded.failure, tab };
  return { kind: 'ok', appointments: loaded.data.list.map(toAppointment), tab, origin: new URL(request.url).origin };
}

/** The route's loader (loaded on its first call through lazyLoader). */
export const appointmentsLoader: PageLoader = ({ request }, { client }) => loadAppointments(client, request);
