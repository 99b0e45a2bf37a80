import { describe, expect, it } from 'vitest';
import { buildShopState } from '../buildShopState';
import { BOOKING_CODES } from './bookingFailures';
import { bookAndPay, ok, refused, signInAs } from './bookingTesting';
import { verificationView } from './bookingViews';
import { providerIncome } from './incomeOps';
import { providerOrder } from './providerOrderOps';
import { refundDetail } from './refundOps';
import { cancelReservation } from './reservationOps';
import { confirmVoucher, lookUpVoucher } from './voucherOps';

const merchant = () => buildShopState('merchant');

describe('getVerification', () => {
  it('looks a code up: unused, or used with who and when', () => {
    const state = merchant();
    expect(ok(lookUpVoucher(state, { code: '48213705' })).verified_at).toBeNull();
    expect(ok(lookUpVoucher(state, { code: '98213706' }))).toMatchObject({ order_id: '77002', verified_at: '2025-03-13 18:05:00' });
  });

  it('refuses a code that is not 8 digits (40001) and an unknown code (404)', () => {
    const state = merchant();
    expect(refused(lookUpVoucher(state, { code: '4821' })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(lookUpVoucher(state, { code: '11112222' })).code).toBe(404);
  });
});

describe('confirmVerification and verifyCoupon verify a code once', () => {
  it('verifies a voucher: the code is used now by the merchant, the reservation verified, the deposit is income', () => {
    const state = merchant();
    const before = ok(providerIncome(state)).totals.pending;
    const voucher = ok(confirmVoucher(state, { code: '48213705' }, 'booking'));
    expect(voucher).toMatchObject({ verified_at: '2025-03-14 10:31:00', verified_by: { kind: 'merchant' } });
    expect(verificationView(state.booking, voucher, 'en_US')).toMatchObject({ verified: 1, verified_by: 'Glow Studio', verified_at: '2025-03-14 10:31:00' });
    expect(ok(providerOrder(state, '77001')).status).toBe('verified');
    expect(ok(lookUpVoucher(state, { code: '48213705' })).verified_at).toBe('2025-03-14 10:31:00');
    const income = ok(providerIncome(state));
    expect(income.totals.pending).toBe(before + 298);
    expect(income.lines.at(-1)).toMatchObject({ id: 'I-4', order_id: '77001', kind: 'deposit', amount: 298, status: 'pending' });
  });

  it('a second verification is refused with who verified it and when, in the message and the data', () => {
    const state = merchant();
    ok(confirmVoucher(state, { code: '48213705' }, 'booking'));
    const again = refused(confirmVoucher(state, { code: '48213705' }, 'booking', 'en_US'));
    expect(again.code).toBe(BOOKING_CODES.alreadyVerified);
    expect(again.text('en_US')).toBe('Code 48213705 was already verified by Glow Studio at 2025-03-14 10:31:00.');
    expect(again.text('th_TH')).toBe('รหัส 48213705 ถูกใช้ไปแล้วโดย Glow Studio เมื่อ 2025-03-14 10:31:00');
    expect(again.text('zh_CN')).toBe('代码 48213705 已于 2025-03-14 10:31:00 由 Glow Studio 核销。');
    expect(again.extra).toMatchObject({ data: { code: '48213705', verified: 1, verified_by: 'Glow Studio', verified_at: '2025-03-14 10:31:00' } });
    // Nothing changed the second time.
    expect(ok(providerIncome(state)).lines.filter((line) => line.order_id === '77001')).toHaveLength(1);
  });

  it('a code used before this session names the member of staff and the store', () => {
    const state = merchant();
    const used = refused(confirmVoucher(state, { code: '98213705' }, 'booking'));
    expect(used.text('en_US')).toBe('Code 98213705 was already verified by คุณน้ำฝน (Glow Studio สยามสแควร์) at 2025-03-13 18:05:00.');
  });

  it('a coupon is redeemed once with verifyCoupon; it does not change the reservation', () => {
    const state = merchant();
    expect(refused(confirmVoucher(state, { code: '12345678' }, 'booking')).code).toBe(BOOKING_CODES.wrongCodeKind);
    expect(refused(confirmVoucher(state, { code: '48213705' }, 'coupon')).code).toBe(BOOKING_CODES.wrongCodeKind);
    ok(confirmVoucher(state, { code: '12345678' }, 'coupon'));
    expect(ok(providerOrder(state, '77001')).status).toBe('booked');
    expect(refused(confirmVoucher(state, { code: '12345678' }, 'coupon')).code).toBe(BOOKING_CODES.alreadyVerified);
  });

  it("verifying closes the customer's refund request under review", () => {
    const state = merchant();
    ok(confirmVoucher(state, { code: '48213705' }, 'booking'));
    signInAs(state, 'shopper');
    expect(ok(refundDetail(state, { order_id: '77001' })).refund).toMatchObject({ refund_id: 'BR-1', status: 'closed' });
  });

  it("a cancelled reservation's voucher cannot be verified", () => {
    const state = buildShopState('shopper');
    const booked = bookAndPay(state, { service_id: '11001', store_id: 'S-1', date: '2025-03-15', time: '12:00' });
    ok(cancelReservation(state, { order_id: booked.order_id }));
    signInAs(state, 'merchant');
    expect(refused(confirmVoucher(state, { code: '50077007' }, 'booking')).code).toBe(BOOKING_CODES.reservationClosed);
  });
});
