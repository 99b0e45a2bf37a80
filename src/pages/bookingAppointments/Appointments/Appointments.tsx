import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { cancelReservation } from '../../../api';
import { useApiClient, useSessionSend } from '../../../session';
import { useSingleFlight } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import { useBookingFailure } from '../../shared/bookingFailure';
import { depositCheckoutAddress } from '../../shared/checkoutLinks';
import { appointmentRefundAddress, appointmentsAddress, type Appointment, type AppointmentTab } from '../shared';
import type { AppointmentsData } from './appointmentsLoader';
import { AppointmentsView } from './AppointmentsView';
import { useReschedule } from './useReschedule';

/** spec §2 booking: where a shopper with no appointments books one. */
const BOOKING_HOME = '/m/booking';

/**
 * The appointments container: tabs, the new day and time (useReschedule), the cancellation (confirmed first, sent once however often it
 * is pressed; then the list reloads and the Cancelled tab shows it), the way to each refund.
 */
export function Appointments() {
  const data = useLoaderData<AppointmentsData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const client = useApiClient();
  const send = useSessionSend();
  const { t } = useTranslation('bookingAppointments');
  const cancelling = useSingleFlight();
  const [tab, setTab] = useState<AppointmentTab>(data.tab);
  const [confirming, setConfirming] = useState<Appointment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { failureText: bookingFailure, liveChatDialog } = useBookingFailure(appointmentsAddress(tab), data.kind === 'error' ? data.failure : null);
  const appointments = data.kind === 'ok' ? data.appointments : [];
  const reschedule = useReschedule(bookingFailure, async () => {
    send({ type: 'toast.show', text: t('reschedule.done'), tone: 'success' });
    await revalidator.revalidate();
  });

  const cancel = () =>
    cancelling.run(async () => {
      if (!confirming) return;
      setFailure(null);
      const result = await cancelReservation(client, { order_id: confirming.orderId }, { suppressToast: true });
      setConfirming(null);
      if (!result.ok) {
        setFailure(bookingFailure(result));
        return;
      }
      send({ type: 'toast.show', text: t('cancelled'), tone: 'success' });
      setTab('cancelled');
      await revalidator.revalidate();
    });

  return (
    <>
    <AppointmentsView
      state={
        data.kind === 'ok'
          ? { status: 'ready', appointments, tab, origin: data.origin, confirmingCancel: confirming, cancelling: cancelling.busy, failure, reschedule: reschedule.state }
          : { status: 'error', message: data.failure.message ?? null, retrying: revalidator.state === 'loading' }
      }
      onSelectTab={(next) => {
        setTab(next);
        setFailure(null);
      }}
      onAskCancel={(orderId) => setConfirming(appointments.find((appointment) => appointment.orderId === orderId) ?? null)}
      onCloseCancel={() => {
        if (!cancelling.busy) setConfirming(null);
      }}
      onConfirmCancel={() => void cancel()}
      onAskReschedule={(orderId) => {
        const appointment = appointments.find((candidate) => candidate.orderId === orderId);
        if (appointment) reschedule.open(appointment);
      }}
      onRescheduleDate={reschedule.chooseDate}
      onRescheduleTime={reschedule.chooseTime}
      onCloseReschedule={reschedule.close}
      onConfirmReschedule={reschedule.confirm}
      onRefund={(orderId) => navigation.go(appointmentRefundAddress(orderId))}
      onPayDeposit={(orderId) => navigation.go(depositCheckoutAddress(orderId))}
      onBook={() => navigation.go(BOOKING_HOME)}
      onRetry={() => void revalidator.revalidate()}
    />
    {liveChatDialog}
    </>
  );
}
