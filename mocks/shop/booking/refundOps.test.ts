import { describe, expect, it } from 'vitest';
import { buildShopState } from '../buildShopState';
import { BOOKING_CODES } from './bookingFailures';
import { bookAndPay, ok, refused, signInAs } from './bookingTesting';
import { refundView, userReservationView } from './bookingViews';
import { applyRefund, cancelRefund, modifyRefund, providerRefund, providerRefunds, refundDetail, refundOption } from './refundOps';

const shopper = () => buildShopState('shopper');

describe('reservation refunds: detail and option', () => {
  it('answers the latest request of an own reservation, or none yet', () => {
    const state = shopper();
    expect(ok(refundDetail(state, { order_id: '77001' })).refund?.refund_id).toBe('BR-1');
    expect(ok(refundDetail(state, { order_id: '77006' })).refund).toBeUndefined();
  });

  it("another customer's reservation is not found, and a guest must log in", () => {
    expect(refused(refundDetail(shopper(), { order_id: '77002' })).code).toBe(404);
    expect(refused(refundOption(shopper(), { order_id: '77002' })).code).toBe(404);
    expect(refused(refundDetail(buildShopState('guest'), { order_id: '77001' })).code).toBe(401);
  });

  it('offers at most what was paid', () => {
    const state = shopper();
    expect(ok(refundOption(state, { order_id: '77001' })).max_amount).toBe(298);
    expect(ok(refundOption(state, { order_id: '77006' })).max_amount).toBe(178);
  });
});

describe('applyReservationRefund', () => {
  it("creates a request the customer's reservation and the provider's refund list show", () => {
    const state = shopper();
    const refund = ok(applyRefund(state, { order_id: '77006', reason_id: '2', amount: 178 }));
    expect(refundView(refund, 'en_US')).toEqual({
      refund_id: 'BR-3',
      order_id: '77006',
      status: 'pending',
      amount: 178,
      reason: 'Booked the wrong time',
      created_at: '2025-03-14 10:31:00',
    });
    const reservation = state.booking.reservations.find((candidate) => candidate.order_id === '77006');
    expect(reservation && userReservationView(state.booking, reservation, 'en_US').refund_status).toBe('pending');
    signInAs(state, 'merchant');
    expect(ok(providerRefunds(state)).map((candidate) => candidate.refund_id)).toEqual(['BR-1', 'BR-2', 'BR-3']);
    expect(ok(providerRefund(state, 'BR-3')).amount).toBe(178);
  });

  it('refuses an amount above what was paid, saying the most, with it in the data', () => {
    const state = shopper();
    const tooMuch = refused(applyRefund(state, { order_id: '77006', reason_id: '1', amount: 179 }));
    expect(tooMuch.code).toBe(BOOKING_CODES.refundTooMuch);
    expect(tooMuch.text('en_US')).toBe('At most ฿178 can be refunded: that is what was paid.');
    expect(tooMuch.extra).toEqual({ data: { max_amount: 178 } });
    expect(refused(applyRefund(state, { order_id: '77006', reason_id: '1', amount: 0 })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(applyRefund(state, { order_id: '77006', reason_id: '1', amount: Number.NaN })).code).toBe(BOOKING_CODES.invalid);
  });

  it('refuses a second open request, an unknown reason, a used reservation, a passed appointment', () => {
    const state = shopper();
    expect(refused(applyRefund(state, { order_id: '77001', reason_id: '1', amount: 100 })).code).toBe(BOOKING_CODES.refundOpen);
    expect(refused(applyRefund(state, { order_id: '77006', reason_id: '7', amount: 100 })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(applyRefund(state, { order_id: '77004', reason_id: '1', amount: 100 })).code).toBe(BOOKING_CODES.reservationClosed);
    // 77006 is today at 15:00: after it, no refund.
    state.clock.minutes += 5 * 60;
    expect(refused(applyRefund(state, { order_id: '77006', reason_id: '1', amount: 100 })).code).toBe(BOOKING_CODES.pastTime);
    expect(state.booking.refunds).toHaveLength(2);
  });

  it('never refunds more than was paid across requests', () => {
    const state = shopper();
    const booked = bookAndPay(state, { service_id: '11002', store_id: 'S-1', date: '2025-03-15', time: '12:00' });
    ok(applyRefund(state, { order_id: booked.order_id, reason_id: '1', amount: 100 }));
    // The provider grants it (no endpoint does yet): what is left to ask is what was paid less it.
    const granted = state.booking.refunds.at(-1);
    if (granted) granted.status = 'refunded';
    expect(ok(refundOption(state, { order_id: booked.order_id })).max_amount).toBe(78);
    expect(refused(applyRefund(state, { order_id: booked.order_id, reason_id: '1', amount: 79 })).code).toBe(BOOKING_CODES.refundTooMuch);
    ok(applyRefund(state, { order_id: booked.order_id, reason_id: '1', amount: 78 }));
  });
});

describe('modifyReservationRefund and cancelReservationRefund', () => {
  it('changes the reason of the open request; the detail shows it', () => {
    const state = shopper();
    const changed = ok(modifyRefund(state, { order_id: '77001', reason_id: '2' }));
    expect(refundView(changed, 'en_US')).toMatchObject({ refund_id: 'BR-1', reason: 'Booked the wrong time', amount: 298, status: 'pending' });
    ok(modifyRefund(state, { order_id: '77001', reason_id: '1', remark: 'ขอโทษค่ะ' }));
    const detail = ok(refundDetail(state, { order_id: '77001' })).refund;
    expect(detail && refundView(detail, 'zh_CN').reason).toBe('ขอโทษค่ะ');
    expect(refused(modifyRefund(state, { order_id: '77001', reason_id: '5' })).code).toBe(BOOKING_CODES.invalid);
  });

  it('withdraws the open request; the reservation stays booked and may be asked again', () => {
    const state = shopper();
    expect(ok(cancelRefund(state, { order_id: '77001' }))).toBeNull();
    expect(ok(refundDetail(state, { order_id: '77001' })).refund?.status).toBe('cancelled');
    expect(refused(cancelRefund(state, { order_id: '77001' })).code).toBe(BOOKING_CODES.noOpenRefund);
    expect(refused(modifyRefund(state, { order_id: '77001', reason_id: '1' })).code).toBe(BOOKING_CODES.noOpenRefund);
    expect(ok(applyRefund(state, { order_id: '77001', reason_id: '1', amount: 298 })).refund_id).toBe('BR-3');
    signInAs(state, 'merchant');
    expect(ok(providerRefunds(state)).map((refund) => `${refund.refund_id}:${refund.status}`)).toEqual(['BR-1:cancelled', 'BR-2:refunded', 'BR-3:pending']);
  });
});
