import { describe, expect, it } from 'vitest';
import { buildShopState } from '../buildShopState';
import { BOOKING_CODES } from './bookingFailures';
import { ok, refused, signInAs } from './bookingTesting';
import { providerOrder } from './providerOrderOps';
import { providerRefund } from './refundOps';
import { reviewRefund } from './refundReviewOps';

const merchant = () => buildShopState('merchant');

describe('reviewRefund', () => {
  it('approves a request under review: refunded, and the reservation with it', () => {
    const state = merchant();
    expect(ok(reviewRefund(state, { refund_id: 'BR-1', action: 'approve' })).status).toBe('refunded');
    expect(ok(providerOrder(state, '77001')).status).toBe('refunded');
  });

  it('rejects a request: closed as rejected, the reservation stays booked', () => {
    const state = merchant();
    expect(ok(reviewRefund(state, { refund_id: 'BR-1', action: 'reject' })).status).toBe('rejected');
    expect(ok(providerOrder(state, '77001')).status).toBe('booked');
  });

  it('decides once: a second decision, a decided request, an unknown decision or refund are refused', () => {
    const state = merchant();
    ok(reviewRefund(state, { refund_id: 'BR-1', action: 'reject' }));
    expect(refused(reviewRefund(state, { refund_id: 'BR-1', action: 'approve' })).code).toBe(BOOKING_CODES.noOpenRefund);
    expect(refused(reviewRefund(state, { refund_id: 'BR-2', action: 'approve' })).code).toBe(BOOKING_CODES.noOpenRefund);
    expect(ok(providerRefund(state, 'BR-1')).status).toBe('rejected');
    expect(refused(reviewRefund(merchant(), { refund_id: 'BR-1', action: 'maybe' })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(reviewRefund(merchant(), { refund_id: 'BR-9', action: 'approve' })).code).toBe(404);
  });

  it('is the merchant’s alone: a guest 401, a shopper 403', () => {
    const state = merchant();
    signInAs(state, null);
    expect(refused(reviewRefund(state, { refund_id: 'BR-1', action: 'approve' })).code).toBe(401);
    signInAs(state, 'shopper');
    expect(refused(reviewRefund(state, { refund_id: 'BR-1', action: 'approve' })).code).toBe(403);
    signInAs(state, 'merchant');
    expect(ok(providerRefund(state, 'BR-1')).status).toBe('pending');
  });
});
