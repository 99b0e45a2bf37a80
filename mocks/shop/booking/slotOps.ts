import { nowText } from '../clock';
import { fail, type ShopFailure } from '../failure';
import type { ShopState } from '../state';
import { BOOKING_CODES, FIELDS, invalid } from './bookingFailures';
import type { BookingSlice, ReservationRecord, ServiceRecord, StaffRecord, StoreRecord } from './bookingSlice';
import { appointmentText, clockText, isoWeekday, parseClock, splitAppointment } from './bookingTime';

/** Time slots start every hour from opening; a service may start where it ends by closing time. */
export const SLOT_MINUTES = 60;

/** A time a service can start at a store on a day, and how many more customers it takes. */
export interface SlotView {
  time: string;
  capacity: number;
  remaining: number;
  available: boolean;
}

/** Reservations that hold their time and their staff: every one not cancelled or refunded. */
export function holdsTime(reservation: ReservationRecord): boolean {
  return reservation.status !== 'cancelled' && reservation.status !== 'refunded';
}

/**
 * The minutes a store is open on a day: the provider's hours for the weekday within the store's own
 * hours. Undefined when the store or the provider is closed that day (also a closed date).
 */
export function openingHours(booking: BookingSlice, store: StoreRecord, day: string): { open: number; close: number } | undefined {
  if (store.status !== 'open' || booking.merchant.closed_dates?.includes(day)) return undefined;
  const hours = booking.merchant.biz_time.find((entry) => entry.weekday === isoWeekday(day));
  const open = Math.max(parseClock(hours?.open) ?? Infinity, parseClock(store.open_time) ?? 0);
  const close = Math.min(parseClock(hours?.close) ?? -Infinity, parseClock(store.close_time) ?? 24 * 60);
  return open < close ? { open, close } : undefined;
}

interface Span {
  readonly start: number;
  readonly end: number;
}

function spanOf(reservation: ReservationRecord, day: string): Span | undefined {
  const at = splitAppointment(reservation.appointment_at);
  return at && at.day === day ? { start: at.minutes, end: at.minutes + reservation.duration_minutes } : undefined;
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** Reservations of a day that hold time and match `where`, leaving out the one being moved. */
function heldSpans(booking: BookingSlice, day: string, where: (reservation: ReservationRecord) => boolean, ignoreOrderId?: string): Span[] {
  return booking.reservations.flatMap((reservation) => {
    if (!holdsTime(reservation) || reservation.order_id === ignoreOrderId || !where(reservation)) return [];
    const span = spanOf(reservation, day);
    return span ? [span] : [];
  });
}

/** Customers the store can still take through the whole of `wanted` (each hour block has the store's capacity). */
function remainingFor(booking: BookingSlice, store: StoreRecord, day: string, wanted: Span, ignoreOrderId?: string): number {
  const held = heldSpans(booking, day, (reservation) => reservation.store_id === store.store_id, ignoreOrderId);
  let remaining = store.slot_capacity;
  for (let block = wanted.start; block < wanted.end; block += SLOT_MINUTES) {
    const hour = { start: block, end: Math.min(block + SLOT_MINUTES, wanted.end) };
    remaining = Math.min(remaining, store.slot_capacity - held.filter((span) => overlaps(span, hour)).length);
  }
  return Math.max(0, remaining);
}

/** The start times of a service at a store on a day, with capacity and room left (past times are not available). */
export function slotsFor(state: ShopState, service: ServiceRecord, store: StoreRecord, day: string): SlotView[] {
  const hours = openingHours(state.booking, store, day);
  if (!hours) return [];
  const now = nowText(state.clock);
  const slots: SlotView[] = [];
  for (let start = hours.open; start + service.duration_minutes <= hours.close; start += SLOT_MINUTES) {
    const remaining = remainingFor(state.booking, store, day, { start, end: start + service.duration_minutes });
    const past = appointmentText(day, start) <= now;
    slots.push({ time: clockText(start), capacity: store.slot_capacity, remaining, available: !past && remaining > 0 });
  }
  return slots;
}

/** What an appointment asks for: minutes of service at the store, a day and a start, maybe a member of staff. */
export interface AppointmentRequest {
  readonly duration: number;
  readonly store: StoreRecord;
  readonly day: string;
  readonly minutes: number;
  readonly staff?: StaffRecord;
  /** The reservation being moved (its own time does not count against it). */
  readonly ignoreOrderId?: string;
}

/**
 * Why an appointment cannot be had, or undefined when it can: a time in the past, outside the
 * opening hours, not on a slot, a full slot, or a member of staff already busy then.
 */
export function appointmentProblem(state: ShopState, request: AppointmentRequest): ShopFailure | undefined {
  const { duration, store, day, minutes, staff, ignoreOrderId } = request;
  const at = appointmentText(day, minutes);
  const time = clockText(minutes);
  if (at <= nowText(state.clock)) {
    return fail(BOOKING_CODES.pastTime, {
      th: `เวลา ${day} ${time} ผ่านไปแล้ว กรุณาเลือกเวลาใหม่`,
      en: `${day} ${time} has already passed. Please pick a later time.`,
      zh: `${day} ${time} 已经过去，请选择之后的时间。`,
    });
  }
  const hours = openingHours(state.booking, store, day);
  if (!hours || minutes < hours.open || minutes + duration > hours.close) {
    const open = hours ? `${clockText(hours.open)}–${clockText(hours.close)}` : undefined;
    return fail(BOOKING_CODES.outsideHours, {
      th: open ? `${store.name} เปิด ${open} ในวันที่ ${day} บริการนี้ต้องเริ่มและจบในเวลาทำการ` : `${store.name} ปิดทำการในวันที่ ${day}`,
      en: open ? `${store.name} is open ${open} on ${day}; the service must start and end within those hours.` : `${store.name} is closed on ${day}.`,
      zh: open ? `${store.name} 在 ${day} 的营业时间为 ${open}，服务须在营业时间内开始和结束。` : `${store.name} 在 ${day} 休息。`,
    });
  }
  if ((minutes - hours.open) % SLOT_MINUTES !== 0) return invalid(FIELDS.time);
  const wanted = { start: minutes, end: minutes + duration };
  if (remainingFor(state.booking, store, day, wanted, ignoreOrderId) <= 0) {
    return fail(BOOKING_CODES.slotFull, {
      th: `ช่วงเวลา ${time} วันที่ ${day} ที่ ${store.name} เต็มแล้ว กรุณาเลือกเวลาอื่น`,
      en: `The ${time} slot on ${day} at ${store.name} is full. Please pick another time.`,
      zh: `${store.name} ${day} ${time} 的时段已满，请选择其他时间。`,
    });
  }
  if (staff && heldSpans(state.booking, day, (reservation) => reservation.employee_id === staff.employee_id, ignoreOrderId).some((span) => overlaps(span, wanted))) {
    return staffBusy(staff, day, time);
  }
  return undefined;
}

function staffBusy(staff: StaffRecord, day: string, time: string): ShopFailure {
  return fail(BOOKING_CODES.staffUnavailable, {
    th: `${staff.name} ไม่ว่างเวลา ${time} วันที่ ${day} กรุณาเลือกเวลาอื่นหรือพนักงานคนอื่น`,
    en: `${staff.name} is busy at ${time} on ${day}. Please pick another time or someone else.`,
    zh: `${staff.name} 在 ${day} ${time} 没有空，请选择其他时间或其他员工。`,
  });
}
