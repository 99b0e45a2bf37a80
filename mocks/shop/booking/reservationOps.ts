import { requireAccount } from '../account/accountOps';
import { tick } from '../clock';
import { fail, isFailure, type ShopFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import { BOOKING_CODES, FIELDS, THINGS, invalid, missing } from './bookingFailures';
import { orderNumber } from './bookingNumbers';
import type { ReservationRecord, ServiceRecord, StaffRecord, StoreRecord } from './bookingSlice';
import { appointmentText, parseClock, parseDay } from './bookingTime';
import { refundOnCancel } from './refundOps';
import { openRefund, ownReservation, reservationClosed } from './reservationLookups';
import { nextNumber } from './serviceOps';
import { appointmentProblem, slotsFor, type SlotView } from './slotOps';

/** The service at a store, when the store offers it and both are open for booking. */
export function bookableAt(state: ShopState, serviceId: string | undefined, storeId: string | undefined): ShopOutcome<{ service: ServiceRecord; store: StoreRecord }> {
  const booking = state.booking;
  const service = booking.services.find((candidate) => candidate.service_id === serviceId);
  if (!service || service.status === 'draft') return missing(THINGS.service);
  const store = booking.stores.find((candidate) => candidate.store_id === storeId);
  if (!store) return missing(THINGS.store);
  if (service.status !== 'online' || store.status !== 'open' || !service.store_ids.includes(store.store_id)) {
    return fail(BOOKING_CODES.serviceUnavailable, {
      th: 'บริการนี้ไม่เปิดให้จองที่สาขานี้ในขณะนี้',
      en: 'This service cannot be booked at this store right now.',
      zh: '该服务目前无法在此门店预约。',
    });
  }
  return { service, store };
}

/** A service's start times at a store on a day (`YYYY-MM-DD`), with capacity and room left. */
export function serviceSlots(
  state: ShopState,
  input: { service_id?: string; store_id?: string; date?: string },
): ShopOutcome<{ service: ServiceRecord; store: StoreRecord; day: string; slots: SlotView[] }> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  const place = bookableAt(state, input.service_id, input.store_id);
  if (isFailure(place)) return place;
  const day = parseDay(input.date);
  if (!day) return invalid(FIELDS.date);
  return { ...place, day, slots: slotsFor(state, place.service, place.store, day) };
}

/** A member of staff who is active at the store and gives the service; otherwise a refusal that names them. */
export function staffFor(state: ShopState, employeeId: string, service: ServiceRecord, store: StoreRecord): StaffRecord | ShopFailure {
  const staff = state.booking.staff.find((member) => member.employee_id === employeeId);
  if (!staff) return missing(THINGS.staff);
  if (staff.status !== 'active' || staff.store_id !== store.store_id || !staff.service_ids.includes(service.service_id)) {
    return fail(BOOKING_CODES.staffUnavailable, {
      th: `${staff.name} ไม่ได้ให้บริการนี้ที่ ${store.name}`,
      en: `${staff.name} does not give this service at ${store.name}.`,
      zh: `${staff.name} 不在 ${store.name} 提供此服务。`,
    });
  }
  return staff;
}

/** What `order/create` sends: the service at a store, a day and a time, maybe a member of staff. */
export interface BookingInput {
  readonly service_id?: string;
  readonly store_id?: string;
  readonly date?: string;
  readonly time?: string;
  readonly employee_id?: string;
}

/**
 * Books a reservation for the signed-in customer: its time is held and it waits for the deposit
 * (paid through checkout, depositOps; the voucher code comes with the payment), the rest is due at
 * the store. Refused: an unknown or offline service, a store that does not offer
 * it, a time in the past, outside the opening hours or off the slots, a full slot, a member of
 * staff who does not give it there or is busy.
 */
export function bookReservation(state: ShopState, input: BookingInput): ShopOutcome<ReservationRecord> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  const place = bookableAt(state, input.service_id, input.store_id);
  if (isFailure(place)) return place;
  const { service, store } = place;
  const day = parseDay(input.date);
  if (!day) return invalid(FIELDS.date);
  const minutes = parseClock(input.time);
  if (minutes === undefined) return invalid(FIELDS.time);
  const staff = input.employee_id ? staffFor(state, input.employee_id, service, store) : undefined;
  if (isFailure(staff)) return staff;
  const problem = appointmentProblem(state, { duration: service.duration_minutes, store, day, minutes, ...(staff ? { staff } : {}) });
  if (problem) return problem;
  const booking = state.booking;
  const id = newId(state, 'bookingOrder', nextNumber(booking.reservations.map((reservation) => reservation.order_id)));
  if (isFailure(id)) return id;
  const at = tick(state.clock);
  const reservation: ReservationRecord = {
    order_id: String(id),
    order_sn: orderNumber(id, at),
    user_id: account.user.id,
    customer_name: account.addresses[0]?.name ?? account.user.username ?? account.user.phone ?? '',
    service_id: service.service_id,
    store_id: store.store_id,
    employee_id: staff?.employee_id ?? null,
    appointment_at: appointmentText(day, minutes),
    price: service.price,
    duration_minutes: service.duration_minutes,
    paid: 0,
    deposit: service.deposit,
    deposit_method: null,
    final_payment: service.price - service.deposit,
    status: 'unpaid',
    remark: null,
    created_at: at,
  };
  booking.reservations.push(reservation);
  return reservation;
}

/** The signed-in customer's reservations, latest booked first, optionally of one status. */
export function myReservations(state: ShopState, input: { status?: string } = {}): ShopOutcome<ReservationRecord[]> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  return state.booking.reservations
    .filter((reservation) => reservation.user_id === account.user.id && (!input.status || reservation.status === input.status))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || Number(b.order_id) - Number(a.order_id));
}

/**
 * Cancels a reservation not used yet: its time is freed, its voucher can no longer be verified and
 * what was paid is refunded at once. Refused once used, cancelled or refunded, and while a refund
 * request is under review (withdraw it first).
 */
export function cancelReservation(state: ShopState, input: { order_id?: string }): ShopOutcome<ReservationRecord> {
  const own = ownReservation(state, input.order_id);
  if (isFailure(own)) return own;
  const { reservation } = own;
  if (reservation.status === 'unpaid') {
    // Nothing was paid: the held time is freed, nothing to refund.
    tick(state.clock);
    reservation.status = 'cancelled';
    return reservation;
  }
  if (reservation.status !== 'booked') return reservationClosed(reservation);
  if (openRefund(state.booking, reservation.order_id)) {
    return fail(BOOKING_CODES.refundOpen, {
      th: 'มีคำขอคืนเงินที่กำลังตรวจสอบอยู่ กรุณาถอนคำขอก่อนยกเลิกการจอง',
      en: 'A refund request is under review; withdraw it before cancelling the reservation.',
      zh: '有退款申请正在审核，请先撤回再取消预约。',
    });
  }
  const at = tick(state.clock);
  const refund = refundOnCancel(state, reservation, at);
  if (isFailure(refund)) return refund;
  reservation.status = 'cancelled';
  return reservation;
}
