import { describe, expect, it } from 'vitest';
import { buildShopState } from '../buildShopState';
import { nowText } from '../clock';
import { ACCOUNT_IDS } from '../seedNames';
import { BOOKING_CODES } from './bookingFailures';
import { bookAndPay, ok, refused, signInAs } from './bookingTesting';
import { payDeposit, submitDeposit } from './depositOps';
import { userReservationView } from './bookingViews';
import { providerOrders } from './providerOrderOps';
import { applyRefund, providerRefunds } from './refundOps';
import { bookReservation, cancelReservation, myReservations, serviceSlots, type BookingInput } from './reservationOps';
import { lookUpVoucher } from './voucherOps';

const SATURDAY: BookingInput = { service_id: '11001', store_id: 'S-1', date: '2025-03-15', time: '14:00' };

const shopper = () => buildShopState('shopper');

describe('getServiceSlots', () => {
  it('lists the start times within the opening hours, with capacity and room left', () => {
    const state = shopper();
    const { slots } = ok(serviceSlots(state, { service_id: '11002', store_id: 'S-1', date: '2025-03-15' }));
    // 90 minutes: the last start is 19:00 for a 21:00 close.
    expect(slots.map((slot) => slot.time)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00']);
    expect(slots.every((slot) => slot.capacity === 2 && slot.remaining === 2 && slot.available)).toBe(true);
  });

  it("today: past starts are not available, and the shopper's 15:00 nails take room where they overlap", () => {
    const state = shopper();
    const { slots } = ok(serviceSlots(state, { service_id: '11001', store_id: 'S-1', date: '2025-03-14' }));
    const at = (time: string) => slots.find((slot) => slot.time === time);
    expect(at('10:00')).toEqual({ time: '10:00', capacity: 2, remaining: 2, available: false });
    expect(at('11:00')).toMatchObject({ remaining: 2, available: true });
    expect(at('15:00')).toMatchObject({ remaining: 1, available: true });
    expect(at('16:00')).toMatchObject({ remaining: 1, available: true });
    expect(at('17:00')).toMatchObject({ remaining: 2 });
  });

  it('is empty on a closed day; refused for a bad date, an offline service, an unknown store', () => {
    const state = shopper();
    expect(ok(serviceSlots(state, { service_id: '11001', store_id: 'S-1', date: '2025-03-16' })).slots).toEqual([]);
    expect(refused(serviceSlots(state, { service_id: '11001', store_id: 'S-1', date: '2025-02-30' })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(serviceSlots(state, { service_id: '11003', store_id: 'S-1', date: '2025-03-15' })).code).toBe(BOOKING_CODES.serviceUnavailable);
    expect(refused(serviceSlots(state, { service_id: '11001', store_id: 'S-9', date: '2025-03-15' })).code).toBe(404);
  });

  it('needs a signed-in customer', () => {
    expect(refused(serviceSlots(buildShopState('guest'), { service_id: '11001', store_id: 'S-1', date: '2025-03-15' })).code).toBe(401);
  });
});

describe('bookReservation', () => {
  it('holds the time until the deposit is paid; the payment issues the voucher that the customer, the provider and the slots all see', () => {
    const state = shopper();
    const before = nowText(state.clock);
    const reservation = ok(bookReservation(state, { ...SATURDAY, employee_id: 'E-1' }));
    expect(reservation).toMatchObject({
      order_id: '77007',
      order_sn: 'BK25032006',
      user_id: ACCOUNT_IDS.shopper,
      customer_name: 'พลอย ศิริวรรณ',
      appointment_at: '2025-03-15 14:00:00',
      paid: 0,
      deposit: 298,
      final_payment: 1_192,
      status: 'unpaid',
    });
    expect(reservation.created_at > before).toBe(true);
    expect(userReservationView(state.booking, reservation, 'en_US')).toMatchObject({ voucher_code: null, status: 'unpaid' });
    const held = ok(serviceSlots(state, { service_id: '11001', store_id: 'S-1', date: '2025-03-15' })).slots.find((candidate) => candidate.time === '14:00');
    expect(held).toMatchObject({ remaining: 1, available: true });

    const order = ok(submitDeposit(state, { bookingId: '77007', paymentMethod: 'card' }));
    expect(order).toEqual({ order_id: 'BK77007', order_sn: 'BK25032006', pay_total: 298 });
    expect(ok(payDeposit(state, { orderId: 'BK77007' }))).toMatchObject({ status: 'paid', booking_id: '77007' });
    expect(reservation).toMatchObject({ status: 'booked', paid: 298, deposit_method: 'card' });
    expect(userReservationView(state.booking, reservation, 'en_US')).toMatchObject({ voucher_code: '50077007', employee_name: 'คุณน้ำฝน', store_id: 'S-1', refund_status: null });
    expect(ok(myReservations(state))[0]?.order_id).toBe('77007');
    signInAs(state, 'merchant');
    expect(ok(providerOrders(state)).at(-1)?.order_id).toBe('77007');
    expect(ok(lookUpVoucher(state, { code: '50077007' })).order_id).toBe('77007');
  });

  it('refuses a slot that is full (the store takes two at a time), with the slot in the message', () => {
    const state = shopper();
    ok(bookReservation(state, SATURDAY));
    ok(bookReservation(state, { ...SATURDAY, service_id: '11002', time: '13:00' }));
    const full = refused(bookReservation(state, SATURDAY));
    expect(full.code).toBe(BOOKING_CODES.slotFull);
    expect(full.text('en_US')).toBe('The 14:00 slot on 2025-03-15 at Glow Studio สยามสแควร์ is full. Please pick another time.');
    expect(ok(serviceSlots(state, { service_id: '11001', store_id: 'S-1', date: '2025-03-15' })).slots.find((slot) => slot.time === '14:00')).toMatchObject({
      remaining: 0,
      available: false,
    });
    // The Nimman branch takes one at a time.
    ok(bookReservation(state, { ...SATURDAY, store_id: 'S-2' }));
    expect(refused(bookReservation(state, { ...SATURDAY, store_id: 'S-2' })).code).toBe(BOOKING_CODES.slotFull);
  });

  it('refuses a time in the past', () => {
    const state = shopper();
    const past = refused(bookReservation(state, { ...SATURDAY, date: '2025-03-14', time: '10:00' }));
    expect(past.code).toBe(BOOKING_CODES.pastTime);
    expect(past.text('th_TH')).toMatch(/ผ่านไปแล้ว/);
    expect(refused(bookReservation(state, { ...SATURDAY, date: '2025-03-13' })).code).toBe(BOOKING_CODES.pastTime);
  });

  it('refuses outside the opening hours: too early, ending after closing, a closed day', () => {
    const state = shopper();
    expect(refused(bookReservation(state, { ...SATURDAY, time: '09:00' })).code).toBe(BOOKING_CODES.outsideHours);
    const late = refused(bookReservation(state, { ...SATURDAY, service_id: '11002', time: '20:00' }));
    expect(late.code).toBe(BOOKING_CODES.outsideHours);
    expect(late.text('en_US')).toBe('Glow Studio สยามสแควร์ is open 10:00–21:00 on 2025-03-15; the service must start and end within those hours.');
    expect(refused(bookReservation(state, { ...SATURDAY, date: '2025-03-16' })).code).toBe(BOOKING_CODES.outsideHours);
  });

  it('refuses a time off the slots, an offline service, a store that does not offer it, bad input', () => {
    const state = shopper();
    expect(refused(bookReservation(state, { ...SATURDAY, time: '14:30' })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(bookReservation(state, { ...SATURDAY, service_id: '11003' })).code).toBe(BOOKING_CODES.serviceUnavailable);
    expect(refused(bookReservation(state, { ...SATURDAY, time: '2pm' })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(bookReservation(state, { ...SATURDAY, date: 'tomorrow' })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(bookReservation(state, { ...SATURDAY, service_id: '404' })).code).toBe(404);
    expect(state.booking.reservations).toHaveLength(6);
  });

  it('refuses a member of staff who does not give the service there, or who is busy then', () => {
    const state = shopper();
    const elsewhere = refused(bookReservation(state, { ...SATURDAY, store_id: 'S-2', employee_id: 'E-1' }));
    expect(elsewhere.code).toBe(BOOKING_CODES.staffUnavailable);
    expect(elsewhere.text('en_US')).toBe('คุณน้ำฝน does not give this service at Glow Studio นิมมาน.');
    ok(bookReservation(state, { ...SATURDAY, employee_id: 'E-2' }));
    const busy = refused(bookReservation(state, { ...SATURDAY, service_id: '11002', time: '13:00', employee_id: 'E-2' }));
    expect(busy.code).toBe(BOOKING_CODES.staffUnavailable);
    expect(busy.text('en_US')).toBe('คุณแพรวา is busy at 13:00 on 2025-03-15. Please pick another time or someone else.');
    expect(refused(bookReservation(state, { ...SATURDAY, employee_id: 'E-9' })).code).toBe(404);
  });

  it('needs a signed-in customer', () => {
    expect(refused(bookReservation(buildShopState('guest'), SATURDAY)).code).toBe(401);
  });
});

describe('getReservations', () => {
  it("lists only the signed-in customer's reservations, latest first", () => {
    const state = shopper();
    expect(ok(myReservations(state)).map((reservation) => reservation.order_id)).toEqual(['77001', '77006', '77004']);
    expect(ok(myReservations(state, { status: 'verified' })).map((reservation) => reservation.order_id)).toEqual(['77004']);
    signInAs(state, 'tourist');
    expect(ok(myReservations(state)).map((reservation) => reservation.order_id)).toEqual(['77002', '77005']);
    expect(ok(myReservations(buildShopState('newShopper')))).toEqual([]);
  });
});

describe('cancelReservation', () => {
  it('cancels a booked reservation: the time is freed, the deposit refunded, the voucher void', () => {
    const state = shopper();
    const booked = bookAndPay(state, SATURDAY);
    bookAndPay(state, SATURDAY);
    const cancelled = ok(cancelReservation(state, { order_id: booked.order_id }));
    expect(cancelled.status).toBe('cancelled');
    expect(ok(myReservations(state)).find((reservation) => reservation.order_id === booked.order_id)?.status).toBe('cancelled');
    expect(ok(serviceSlots(state, { service_id: '11001', store_id: 'S-1', date: '2025-03-15' })).slots.find((slot) => slot.time === '14:00')?.remaining).toBe(1);
    expect(userReservationView(state.booking, cancelled, 'en_US').refund_status).toBe('refunded');
    signInAs(state, 'merchant');
    expect(ok(providerRefunds(state)).at(-1)).toMatchObject({ order_id: booked.order_id, status: 'refunded', amount: 298 });
  });

  it('refuses once used, once cancelled, while a refund is under review, and for another customer', () => {
    const state = shopper();
    const used = refused(cancelReservation(state, { order_id: '77004' }));
    expect(used.code).toBe(BOOKING_CODES.reservationClosed);
    expect(used.text('en_US')).toBe('Reservation BK25032003 has been used, so this cannot be done.');
    expect(refused(cancelReservation(state, { order_id: '77001' })).code).toBe(BOOKING_CODES.refundOpen);
    ok(cancelReservation(state, { order_id: '77006' }));
    expect(refused(cancelReservation(state, { order_id: '77006' })).code).toBe(BOOKING_CODES.reservationClosed);
    expect(refused(cancelReservation(state, { order_id: '77002' })).code).toBe(404);
    // A cancelled reservation cannot be refunded again.
    expect(refused(applyRefund(state, { order_id: '77006', reason_id: '1', amount: 1 })).code).toBe(BOOKING_CODES.reservationClosed);
  });
});
