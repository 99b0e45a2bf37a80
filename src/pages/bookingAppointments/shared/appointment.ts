import type { BookingStatus } from '../../../components';
import type { UserReservation } from '../../../api';

/** One of the shopper's appointments as the page shows it (from the api's UserReservation). */
export interface Appointment {
  readonly orderId: string;
  readonly orderSn: string;
  readonly serviceId: string;
  readonly serviceName: string;
  readonly durationMinutes: number;
  readonly storeId: string;
  readonly storeName: string | null;
  readonly employeeName: string | null;
  readonly appointmentAt: string;
  /** unpaid, booked, verified, finished, cancelled, refunded (any other value is shown without a badge). */
  readonly status: string;
  readonly paid: number;
  readonly finalPayment: number | null;
  /** The deposit still to pay before the time is confirmed (unpaid only), else null. */
  readonly depositDue: number | null;
  /** The code shown at the counter; null when none was issued. */
  readonly voucherCode: string | null;
  /** The latest refund request's status: pending, approved, refunded, rejected, cancelled; null when none. */
  readonly refundStatus: string | null;
}

/** The page's tabs: coming appointments, used ones, cancelled ones, those with a refund. */
export const APPOINTMENT_TABS = ['upcoming', 'done', 'cancelled', 'refunds'] as const;
export type AppointmentTab = (typeof APPOINTMENT_TABS)[number];

/** The `tab` query value, or the first tab for a missing or unknown one. */
export function tabOf(value: string | null): AppointmentTab {
  return (APPOINTMENT_TABS as readonly string[]).includes(value ?? '') ? (value as AppointmentTab) : 'upcoming';
}

export function toAppointment(reservation: UserReservation): Appointment {
  return {
    orderId: reservation.order_id,
    orderSn: reservation.order_sn,
    serviceId: reservation.service.service_id,
    serviceName: reservation.service.name,
    durationMinutes: reservation.service.duration_minutes,
    storeId: reservation.store_id,
    storeName: reservation.store_name ?? null,
    employeeName: reservation.employee_name ?? null,
    appointmentAt: reservation.appointment_at,
    status: reservation.status,
    paid: reservation.paid,
    finalPayment: reservation.final_payment ?? null,
    depositDue: reservation.status === 'unpaid' ? Math.max(0, reservation.service.price - (reservation.final_payment ?? 0)) : null,
    voucherCode: reservation.voucher_code ?? null,
    refundStatus: reservation.refund_status ?? null,
  };
}

/** Whether an appointment belongs in a tab (an appointment with a refund is in its own tab and in Refunds). */
export function inTab(appointment: Appointment, tab: AppointmentTab): boolean {
  switch (tab) {
    case 'upcoming':
      return appointment.status === 'booked' || appointment.status === 'unpaid';
    case 'done':
      return appointment.status === 'verified' || appointment.status === 'finished';
    case 'cancelled':
      return appointment.status === 'cancelled';
    case 'refunds':
      return appointment.status === 'refunded' || (appointment.refundStatus !== null && appointment.refundStatus !== 'none');
  }
}

/** A refund under review blocks cancelling (the backend asks to withdraw it first). */
export const refundUnderReview = (appointment: Appointment) => appointment.refundStatus === 'pending';

/** A booked appointment with no refund under review can be cancelled; so can one whose deposit is not paid (nothing to refund). */
export const canCancel = (appointment: Appointment) => (appointment.status === 'booked' && !refundUnderReview(appointment)) || appointment.status === 'unpaid';

/** Only a booked appointment with no refund under review can move (an unpaid one pays its deposit first). */
export const canReschedule = (appointment: Appointment) => appointment.status === 'booked' && !refundUnderReview(appointment);

/** An appointment waiting for its deposit: paid through checkout. */
export const canPayDeposit = (appointment: Appointment) => appointment.status === 'unpaid';

/** A booked appointment may ask for a refund; one with a refund has its refund to look at. */
export const hasRefundPage = (appointment: Appointment) => appointment.status === 'booked' || inTab(appointment, 'refunds');

/** The badge of an appointment's status, or null for a status the page does not know. */
export function badgeOf(appointment: Appointment): BookingStatus | null {
  switch (appointment.status) {
    case 'unpaid':
      return 'pending';
    case 'booked':
      return refundUnderReview(appointment) ? 'refunding' : 'confirmed';
    case 'verified':
    case 'finished':
      return 'completed';
    case 'cancelled':
      return 'cancelled';
    case 'refunded':
      return 'refunded';
    default:
      return null;
  }
}
