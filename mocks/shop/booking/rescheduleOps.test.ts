import { describe, expect, it } from 'vitest';
import { buildShopState } from '../buildShopState';
import { BOOKING_CODES } from './bookingFailures';
import { ok, refused, signInAs } from './bookingTesting';
import { cancelReservation, serviceSlots } from './reservationOps';
import { rescheduleReservation } from './rescheduleOps';

const shopper = () => buildShopState('shopper');

describe('rescheduleReservation', () => {
  it("moves the shopper's coming nails to a free slot; the old slot frees up, the new one fills", () => {
    const state = shopper();
    const moved = ok(rescheduleReservation(state, { order_id: '77006', date: '2025-03-15', time: '14:00' }));
    expect(moved.appointment_at).toBe('2025-03-15 14:00:00');
    expect(moved.status).toBe('booked');
    const today = ok(serviceSlots(state, { service_id: '11002', store_id: 'S-1', date: '2025-03-14' })).slots;
    expect(today.find((slot) => slot.time === '15:00')).toMatchObject({ remaining: 2 });
    const saturday = ok(serviceSlots(state, { service_id: '11002', store_id: 'S-1', date: '2025-03-15' })).slots;
    expect(saturday.find((slot) => slot.time === '14:00')).toMatchObject({ remaining: 1 });
  });

  it('may move to a time its own old booking overlaps', () => {
    const state = shopper();
    expect(ok(rescheduleReservation(state, { order_id: '77006', date: '2025-03-14', time: '16:00' })).appointment_at).toBe('2025-03-14 16:00:00');
  });

  it('is refused under a refund review, once used or cancelled, in the past, off the slots, for a bad date', () => {
    const state = shopper();
    expect(refused(rescheduleReservation(state, { order_id: '77001', date: '2025-03-15', time: '14:00' })).code).toBe(BOOKING_CODES.refundOpen);
    expect(refused(rescheduleReservation(state, { order_id: '77004', date: '2025-03-15', time: '14:00' })).code).not.toBe(0);
    expect(refused(rescheduleReservation(state, { order_id: '77006', date: '2025-03-13', time: '14:00' })).code).toBe(BOOKING_CODES.pastTime);
    expect(refused(rescheduleReservation(state, { order_id: '77006', date: '2025-03-15', time: '14:10' })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(rescheduleReservation(state, { order_id: '77006', date: '2025-02-30', time: '14:00' })).code).toBe(BOOKING_CODES.invalid);
    ok(cancelReservation(state, { order_id: '77006' }));
    expect(refused(rescheduleReservation(state, { order_id: '77006', date: '2025-03-15', time: '14:00' })).code).not.toBe(0);
  });

  it("is refused for another customer's reservation and for a guest", () => {
    const state = shopper();
    expect(refused(rescheduleReservation(state, { order_id: '77002', date: '2025-03-15', time: '14:00' })).code).toBe(BOOKING_CODES.notFound);
    signInAs(state, null);
    expect(refused(rescheduleReservation(state, { order_id: '77006', date: '2025-03-15', time: '14:00' })).code).toBe(401);
  });
});
