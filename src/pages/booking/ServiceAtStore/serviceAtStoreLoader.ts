import type { PageLoader } from '../../lazyLoader';
import {
  getBookingStoreDetail,
  getReservationServiceDetail,
  getServiceSlots,
  type ApiClient,
  type BookingStoreDetail,
  type ServiceDetail,
  type ServiceSlots,
} from '../../../api';
import type { Loaded } from '../../shared/login';
import { bookingLoaded } from '../shared/bookingLoad';
import { addDays, isDay } from '../shared/bookingDays';

/** Days ahead the calendar offers (today included is day 0). */
export const BOOKING_DAYS_AHEAD = 60;

export interface ServiceAtStoreData {
  readonly serviceId: string;
  readonly storeId: string;
  readonly service: Loaded<ServiceDetail>;
  readonly store: Loaded<BookingStoreDetail>;
  /** The store's today (the calendar's first day). */
  readonly today: string;
  /** The chosen day: `?date=` when it is a day from today within the bookable range, else today. */
  readonly date: string;
  readonly slots: Loaded<ServiceSlots> | null;
}

/** `?date=` when it is a real day between `today` and the last bookable day; else `today`. */
export function chosenDay(value: string | null, today: string): string {
  if (value === null || !isDay(value)) return today;
  return value >= today && value <= addDays(today, BOOKING_DAYS_AHEAD) ? value : today;
}

/**
 * The service at one store: the service, the store (hours, staff) and the day's slots. Needs
 * login (the slots do: a guest is sent to login and back); an unknown service or store shows the
 * not-found page.
 */
export async function loadServiceAtStore(client: ApiClient, request: Request, serviceId: string, storeId: string): Promise<ServiceAtStoreData> {
  const options = { suppressToast: true, signal: request.signal };
  const [serviceResult, storeResult] = await Promise.all([
    getReservationServiceDetail(client, { service_id: serviceId }, options),
    getBookingStoreDetail(client, { store_id: storeId, service_id: serviceId }, options),
  ]);
  const service = await bookingLoaded(serviceResult, client, request, true);
  const store = await bookingLoaded(storeResult, client, request, true);
  const today = store.ok && store.data.today && isDay(store.data.today) ? store.data.today : null;
  if (!service.ok || !store.ok || today === null) {
    return { serviceId, storeId, service, store, today: today ?? '', date: today ?? '', slots: null };
  }
  const date = chosenDay(new URL(request.url).searchParams.get('date'), today);
  const slots = await bookingLoaded(await getServiceSlots(client, { service_id: serviceId, store_id: storeId, date }, options), client, request);
  return { serviceId, storeId, service, store, today, date, slots };
}

export const serviceAtStoreLoader: PageLoader = ({ request, params }, { client }) => loadServiceAtStore(client, request, params.sign ?? '', params.sign1 ?? '');
