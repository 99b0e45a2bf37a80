import { useRef, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { bookReservation, getServiceSlots, type ServiceSlot } from '../../../api';
import { useApiClient } from '../../../session';
import { useBookingFailure } from '../../shared/bookingFailure';
import { useSingleFlight } from '../../shared/forms';
import type { LoadFailure } from '../../shared/login';
import { useShopNavigation } from '../../shared/navigation';
import { addDays } from '../shared/bookingDays';
import { depositCheckoutAddress } from '../../shared/checkoutLinks';
import { serviceAtStorePath } from '../shared/bookingPaths';
import { BOOKING_DAYS_AHEAD, type ServiceAtStoreData } from './serviceAtStoreLoader';
import { ServiceAtStoreView, type ServiceAtStoreState } from './ServiceAtStoreView';
import { slotsOf } from './slotsOf';

/** The booking backend's code for a slot with no room left. */
const SLOT_FULL = 40_902;

/** A day's slots: null when they could not be loaded, with `failure` saying why ('' when the dialog said it; null: the general words). */
type DaySlots = { readonly date: string; readonly slots: readonly ServiceSlot[] | null | 'loading'; readonly failure?: string | null };

/**
 * The service-at-store container: a new day loads its slots; Book sends once however often it is
 * pressed; a slot that filled up meanwhile is refused: the day stays chosen, its slots reload (the
 * slot shows full) and the backend's words are shown. spec §8 on every call (the slots of a new
 * day too): a login answer goes to login and back, 302 goes home, 20001 opens the live-chat dialog
 * (a load's too, the loader's slots included); anything else is said where it failed.
 */
export function ServiceAtStore() {
  const data = useLoaderData<ServiceAtStoreData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const client = useApiClient();
  const { failureText, liveChatDialog } = useBookingFailure(serviceAtStorePath(data.serviceId, data.storeId), loadFailureOf(data));
  const submission = useSingleFlight();
  // The day the shopper moved to since the loader ran (a reload starts again from the loader's day).
  const [moved, setMoved] = useState<{ readonly from: ServiceAtStoreData; readonly day: DaySlots } | null>(null);
  const day: DaySlots = moved?.from === data ? moved.day : loadedDay(data);
  const setDay = (next: DaySlots) => setMoved({ from: data, day: next });
  const [time, setTime] = useState<string | null>(null);
  const [staffId, setStaffId] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const asked = useRef(0);

  const loadSlots = async (date: string) => {
    const ticket = ++asked.current;
    setDay({ date, slots: 'loading' });
    const result = await getServiceSlots(client, { service_id: data.serviceId, store_id: data.storeId, date }, { suppressToast: true });
    if (ticket !== asked.current) return;
    if (result.ok) {
      setDay({ date, slots: result.data.slots });
      return;
    }
    // Login, home and 20001 are answered by failureText (null): nothing to add under the calendar (not "check your connection").
    setDay({ date, slots: null, failure: failureText(result) ?? '' });
  };

  const book = () =>
    submission.run(async () => {
      if (time === null) return;
      setRefusal(null);
      const result = await bookReservation(
        client,
        { service_id: data.serviceId, store_id: data.storeId, date: day.date, time, ...(staffId ? { employee_id: staffId } : {}) },
        { suppressToast: true },
      );
      // The time is held: the deposit is paid through the shop's checkout (spec §2), which leads to the appointment.
      if (result.ok) return navigation.go(depositCheckoutAddress(result.data.order_id));
      const text = failureText(result);
      if (text === null) return;
      setRefusal(text);
      if (result.code === SLOT_FULL) {
        setTime(null);
        await loadSlots(day.date);
      }
    });

  let state: ServiceAtStoreState;
  if (!data.service.ok || !data.store.ok) {
    const failure = loadFailureOf(data);
    state = { status: 'error', retrying: revalidator.state === 'loading', ...(failure?.message ? { message: failure.message } : {}) };
  } else if (data.today === '') {
    state = { status: 'error', retrying: revalidator.state === 'loading' };
  } else {
    const minutes = data.service.data.duration_minutes;
    state = {
      status: 'ready',
      service: data.service.data,
      store: data.store.data,
      today: data.today,
      lastDay: addDays(data.today, BOOKING_DAYS_AHEAD),
      date: day.date,
      slots: day.slots === 'loading' || day.slots === null ? day.slots : slotsOf(day.slots, minutes),
      slotsMessage: day.failure ?? null,
    };
  }

  return (
    <>
    <ServiceAtStoreView
      state={state}
      time={time}
      staffId={staffId}
      refusal={refusal}
      submitting={submission.busy}
      onDate={(date) => {
        setTime(null);
        setRefusal(null);
        void loadSlots(date);
      }}
      onTime={(value) => {
        setTime(value);
        setRefusal(null);
      }}
      onStaff={setStaffId}
      onBook={() => void book()}
      onRetry={() => void revalidator.revalidate()}
      onRetrySlots={() => void loadSlots(day.date)}
    />
    {liveChatDialog}
    </>
  );
}

/** The page's first failed call (the service, the store, then the day's slots), or null when all came. */
function loadFailureOf(data: ServiceAtStoreData): LoadFailure | null {
  if (!data.service.ok) return data.service.failure;
  if (!data.store.ok) return data.store.failure;
  return data.slots && !data.slots.ok ? data.slots.failure : null;
}

/** The loader's day: its slots, or why they failed (20001's words are the dialog's, not said twice). */
function loadedDay(data: ServiceAtStoreData): DaySlots {
  if (!data.slots || data.slots.ok) return { date: data.date, slots: data.slots?.ok ? data.slots.data.slots : null };
  const { failure } = data.slots;
  return { date: data.date, slots: null, failure: failure.kind === 'liveChat' ? '' : (failure.message ?? null) };
}
