import { tick } from '../clock';
import { fail, isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { BOOKING_CODES, FIELDS, THINGS, invalid, missing } from './bookingFailures';
import type { ReservationRecord } from './bookingSlice';
import { appointmentText, parseClock, parseDay } from './bookingTime';
import { openRefund, ownReservation, reservationClosed } from './reservationLookups';
import { appointmentProblem } from './slotOps';

/**
 * The customer moves a reservation not used yet to another day and time at the same store, with
 * the same member of staff (same rules as booking: not in the past, within the hours, on a slot with
 * room, the member of staff free; its own time does not count against it). Refused once used,
 * cancelled or refunded, and while a refund request is under review.
 */
export function rescheduleReservation(state: ShopState, input: { order_id?: string; date?: string; time?: string }): ShopOutcome<ReservationRecord> {
  const own = ownReservation(state, input.order_id);
  if (isFailure(own)) return own;
  const { reservation } = own;
  if (reservation.status !== 'booked') return reservationClosed(reservation);
  const booking = state.booking;
  if (openRefund(booking, reservation.order_id)) {
    return fail(BOOKING_CODES.refundOpen, {
      th: 'มีคำขอคืนเงินที่กำลังตรวจสอบอยู่ กรุณาถอนคำขอก่อนเปลี่ยนเวลานัด',
      en: 'A refund request is under review; withdraw it before changing the time.',
      zh: '有退款申请正在审核，请先撤回再更改预约时间。',
    });
  }
  const day = parseDay(input.date);
  if (!day) return invalid(FIELDS.date);
  const minutes = parseClock(input.time);
  if (minutes === undefined) return invalid(FIELDS.time);
  const store = booking.stores.find((candidate) => candidate.store_id === reservation.store_id);
  if (!store) return missing(THINGS.store);
  const staff = booking.staff.find((member) => member.employee_id === reservation.employee_id);
  const problem = appointmentProblem(state, {
    duration: reservation.duration_minutes,
    store,
    day,
    minutes,
    ignoreOrderId: reservation.order_id,
    ...(staff ? { staff } : {}),
  });
  if (problem) return problem;
  reservation.appointment_at = appointmentText(day, minutes);
  tick(state.clock);
  return reservation;
}
