import { useCallback, useState } from 'react';
import { useLoaderData, useLocation, useRevalidator } from 'react-router';
import { BookingRefund } from '../../flows/bookingRefund';
import { useBookingFailure } from '../../shared/bookingFailure';
import { useShopNavigation } from '../../shared/navigation';
import { LOGIN_PAGE, loginAddress } from '../../shared/login';
import { APPOINTMENTS_PATH, appointmentRefundAddress } from '../shared';
import type { AppointmentRefundData } from './appointmentRefundLoader';
import { AppointmentRefundView } from './AppointmentRefundView';

/**
 * The refund page's container: mounts the bookingRefund flow (detail, option, apply, modify,
 * cancel, each confirmed; its rules stay in the machine) on the real api client. The flow's
 * leaving failures (spec §8) go to login (and back here) or home; 301/303 show the unknown-order message here;
 * 20001 on any of its calls opens the live-chat dialog (as on the page's own load).
 */
export function AppointmentRefund() {
  const data = useLoaderData<AppointmentRefundData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  // Each arrival starts the flow afresh (also a return through the login page to this same address).
  const arrival = useLocation().key;
  const [notFound, setNotFound] = useState(false);
  const go = navigation.go;
  const orderId = data.kind === 'ok' ? data.orderId : null;
  // The flow sends a lapsed sign-in to the plain login page: come back to this refund after it.
  const onNavigate = useCallback(
    (to: string) => go(to === LOGIN_PAGE && orderId ? loginAddress(appointmentRefundAddress(orderId)) : to),
    [go, orderId],
  );
  const onNotFound = useCallback(() => setNotFound(true), []);
  const { liveChatDialog, openLiveChat } = useBookingFailure(APPOINTMENTS_PATH, data.kind === 'error' ? data.failure : null);

  const state =
    data.kind === 'invalid' || notFound
      ? ({ status: 'invalid' } as const)
      : data.kind === 'error'
        ? ({ status: 'error', message: data.failure.message ?? null, retrying: revalidator.state === 'loading' } as const)
        : ({ status: 'ready' } as const);

  return (
    <>
    <AppointmentRefundView
      state={state}
      refund={data.kind === 'ok' ? <BookingRefund key={`${data.orderId}-${arrival}`} orderId={data.orderId} onNavigate={onNavigate} onNotFound={onNotFound} onLiveChat={openLiveChat} /> : null}
      onAppointments={() => navigation.go(APPOINTMENTS_PATH)}
      onRetry={() => void revalidator.revalidate()}
    />
    {liveChatDialog}
    </>
  );
}
