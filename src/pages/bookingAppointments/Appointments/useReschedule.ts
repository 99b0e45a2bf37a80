import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getServiceSlots, rescheduleReservation, type ApiFailure } from '../../../api';
import { useApiClient } from '../../../session';
import { useSingleFlight } from '../../shared/forms';
import { dayOf, toTimeSlots, type Appointment } from '../shared';
import type { RescheduleState } from './RescheduleDialog';

/** Today in Asia/Bangkok as `YYYY-MM-DD` (read when the form opens, in the browser). */
function bangkokToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/**
 * The reschedule form of the appointments page: opens on the appointment's day, loads each chosen
 * day's slots (the latest choice wins), and sends the new day and time once however often it is
 * confirmed. `failureText` turns a failure into the text to show (null: the page was left).
 */
export function useReschedule(failureText: (failure: ApiFailure) => string | null, onDone: () => Promise<void>) {
  const client = useApiClient();
  const { t } = useTranslation('bookingAppointments');
  const saving = useSingleFlight();
  const latest = useRef(0);
  const [state, setState] = useState<RescheduleState | null>(null);

  const loadDay = async (appointment: Appointment, date: string) => {
    const asked = ++latest.current;
    setState((current) => current && { ...current, date, time: null, slots: { status: 'loading' }, error: null });
    const result = await getServiceSlots(client, { service_id: appointment.serviceId, store_id: appointment.storeId, date }, { suppressToast: true });
    if (asked !== latest.current) return;
    if (!result.ok) {
      const text = failureText(result);
      setState((current) => current && { ...current, slots: { status: 'idle' }, error: text });
      return;
    }
    setState((current) => current && { ...current, slots: { status: 'ready', slots: toTimeSlots(result.data.slots, appointment.durationMinutes) } });
  };

  const open = (appointment: Appointment) => {
    const today = bangkokToday();
    const date = dayOf(appointment.appointmentAt);
    setState({ appointment, today, date, slots: { status: 'idle' }, time: null });
    if (date) void loadDay(appointment, date);
  };

  const confirm = () =>
    saving.run(async () => {
      if (!state) return;
      if (!state.date || !state.time) {
        setState({ ...state, error: t('reschedule.chooseTime') });
        return;
      }
      const { appointment, date, time } = state;
      const result = await rescheduleReservation(client, { order_id: appointment.orderId, date, time }, { suppressToast: true });
      if (!result.ok) {
        const text = failureText(result);
        setState((current) => current && { ...current, error: text });
        return;
      }
      latest.current += 1;
      setState(null);
      await onDone();
    });

  return {
    state: state && { ...state, saving: saving.busy },
    open,
    chooseDate: (date: string) => {
      if (state) void loadDay(state.appointment, date);
    },
    chooseTime: (time: string) => setState((current) => current && { ...current, time, error: null }),
    close: () => {
      if (saving.busy) return;
      latest.current += 1;
      setState(null);
    },
    confirm: () => void confirm(),
  };
}
