import { tick } from '../clock';
import { fail, isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { BOOKING_CODES, FIELDS, THINGS, invalid, missing } from './bookingFailures';
import type { ReservationRecord } from './bookingSlice';
import { appointmentText, splitAppointment } from './bookingTime';
import { addIncome } from './incomeOps';
import { asMerchant } from './merchantOps';
import { MAX_REMARK } from './refundOps';
import { findReservation, reservationClosed } from './reservationLookups';
import { appointmentProblem } from './slotOps';

/** The provider's reservations in the order they were made, optionally of one status. */
export function providerOrders(state: ShopState, input: { status?: string } = {}): ShopOutcome<ReservationRecord[]> {
  return asMerchant(state, () => state.booking.reservations.filter((reservation) => !input.status || reservation.status === input.status));
}

/** One of the provider's reservations; without an id, the first. */
export function providerOrder(state: ShopState, orderId: string | undefined): ShopOutcome<ReservationRecord> {
  return asMerchant(state, () => findReservation(state.booking, orderId));
}

function requireOrder(state: ShopState, orderId: string | undefined): ShopOutcome<ReservationRecord> {
  return (orderId && state.booking.reservations.find((reservation) => reservation.order_id === orderId)) || missing(THINGS.reservation);
}

/**
 * Reschedules a reservation not used yet (same rules as booking: not in the past, within the hours,
 * on a slot with room, its member of staff free) and/or notes a remark. Refused once the reservation
 * was used, cancelled or refunded, and when there is nothing to change.
 */
export function updateProviderOrder(state: ShopState, input: { order_id?: string; appointment_at?: string; remark?: string }): ShopOutcome<null> {
  return asMerchant(state, () => {
    const reservation = requireOrder(state, input.order_id);
    if (isFailure(reservation)) return reservation;
    if (input.appointment_at === undefined && input.remark === undefined) return invalid(FIELDS.time);
    const remark = input.remark?.trim();
    if (remark !== undefined && remark.length > MAX_REMARK) return invalid(FIELDS.reason);
    let moveTo: string | undefined;
    if (input.appointment_at !== undefined) {
      if (reservation.status !== 'booked') return reservationClosed(reservation);
      const at = splitAppointment(input.appointment_at);
      if (!at) return invalid(FIELDS.time);
      const booking = state.booking;
      const store = booking.stores.find((candidate) => candidate.store_id === reservation.store_id);
      if (!store) return missing(THINGS.store);
      const staff = booking.staff.find((member) => member.employee_id === reservation.employee_id);
      const problem = appointmentProblem(state, {
        duration: reservation.duration_minutes,
        store,
        day: at.day,
        minutes: at.minutes,
        ignoreOrderId: reservation.order_id,
        ...(staff ? { staff } : {}),
      });
      if (problem) return problem;
      moveTo = appointmentText(at.day, at.minutes);
    }
    if (moveTo) reservation.appointment_at = moveTo;
    if (remark !== undefined) reservation.remark = remark || null;
    tick(state.clock);
    return null;
  });
}

/**
 * The customer paid the rest at the store: a verified reservation becomes finished and the balance
 * is booked as income. Refused before the voucher is verified, once finished, cancelled or
 * refunded, and when the amount is not the balance due.
 */
export function confirmFinalPayment(state: ShopState, input: { order_id?: string; amount?: number }): ShopOutcome<null> {
  return asMerchant(state, () => {
    const reservation = requireOrder(state, input.order_id);
    if (isFailure(reservation)) return reservation;
    if (reservation.status !== 'verified') return reservationClosed(reservation);
    if (input.amount !== reservation.final_payment) {
      return fail(BOOKING_CODES.wrongBalance, {
        th: `ยอดที่ต้องชำระที่ร้านคือ ฿${reservation.final_payment}`,
        en: `The balance due at the store is ฿${reservation.final_payment}.`,
        zh: `到店应付余额为 ฿${reservation.final_payment}。`,
      });
    }
    const at = tick(state.clock);
    if (reservation.final_payment > 0) {
      const line = addIncome(state, reservation, 'balance', reservation.final_payment, at);
      if (isFailure(line)) return line;
    }
    reservation.status = 'finished';
    return null;
  });
}
