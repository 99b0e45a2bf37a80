import { useRef, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { bookReservation, getServiceSlots, type ServiceSlot } from '../../../api';
import { useApiClient } from '../../../session';
import { useBookingFailure } from '../../shared/bookingFailure';
import { useSingleFlight } from '../../shared/forms';
import { loginAddress, type LoadFailure } from '../../shared/login';
import { useShopNavigation } from '../../shared/navigation';
import { addDays } from '../shared/bookingDays';
import { depositCheckoutAddress } from '../../shared/checkoutLinks';
import { serviceAtStorePath } from '../shared/bookingPaths';
import { BOOKING_DAYS_AHEAD, type ServiceAtStoreData } from './serviceAtStoreLoader';
import { ServiceAtStoreView, type ServiceAtStoreState } from './ServiceAtStoreView';
import { slotsOf } from './slotsOf';

/** The booking backend's code for a slot with no room left. */
const SLOT_FULL = 40_902;

type DaySlots = { readonly date: string; readonly slots: readonly ServiceSlot[] | null | 'loading' };

/**
 * The service-at-store container: a new day loads its slots; Book sends once however often it is
 * pressed; a slot that filled up meanwhile is refused: the day stays chosen, its slots reload (the
 * slot shows full) and the backend's words are shown. spec §8: a login answer goes to login and
 * back, 302 goes home.
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
  const day: DaySlots = moved?.from === data ? moved.day : { date: data.date, slots: data.slots?.ok ? data.slots.data.slots : null };
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
    if (!result.ok && result.kind === 'login') navigation.go(result.loginLink ?? loginAddress(serviceAtStorePath(data.serviceId, data.storeId)));
    setDay({ date, slots: result.ok ? result.data.slots : null });
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

/** The page's first failed call (the service, then the store), or null when both came. */
function loadFailureOf(data: ServiceAtStoreData): LoadFailure | null {
  if (!data.service.ok) return data.service.failure;
  return data.store.ok ? null : data.store.failure;
}
