import { describe, expect, it } from 'vitest';
import { buildShopState } from '../buildShopState';
import { BOOKING_CODES } from './bookingFailures';
import { ok, refused, signInAs } from './bookingTesting';
import { incomeLineView, incomeView } from './bookingViews';
import { providerIncome, providerIncomeLine } from './incomeOps';
import { confirmFinalPayment, providerOrder, providerOrders, updateProviderOrder } from './providerOrderOps';
import { bookReservation, serviceSlots } from './reservationOps';
import { confirmVoucher } from './voucherOps';

const merchant = () => buildShopState('merchant');

describe('order list and detail', () => {
  it('lists every reservation in the order made, by status on request', () => {
    const state = merchant();
    expect(ok(providerOrders(state)).map((order) => order.order_id)).toEqual(['77001', '77002', '77003', '77004', '77005', '77006']);
    expect(ok(providerOrders(state, { status: 'booked' })).map((order) => order.order_id)).toEqual(['77001', '77006']);
    expect(ok(providerOrder(state, '77003')).status).toBe('finished');
    expect(refused(providerOrder(state, '1')).code).toBe(404);
  });
});

describe('updateProviderOrder', () => {
  it('reschedules a booked reservation onto a free slot; the slots follow', () => {
    const state = merchant();
    ok(updateProviderOrder(state, { order_id: '77006', appointment_at: '2025-03-15 11:00:00', remark: 'ลูกค้าขอเลื่อน' }));
    expect(ok(providerOrder(state, '77006'))).toMatchObject({ appointment_at: '2025-03-15 11:00:00', remark: 'ลูกค้าขอเลื่อน' });
    signInAs(state, 'shopper');
    const today = ok(serviceSlots(state, { service_id: '11001', store_id: 'S-1', date: '2025-03-14' })).slots;
    expect(today.find((slot) => slot.time === '15:00')?.remaining).toBe(2);
    const saturday = ok(serviceSlots(state, { service_id: '11001', store_id: 'S-1', date: '2025-03-15' })).slots;
    expect(saturday.find((slot) => slot.time === '11:00')?.remaining).toBe(1);
  });

  it('keeps the booking rules: past, closed, full, staff busy; a used reservation cannot move', () => {
    const state = merchant();
    expect(refused(updateProviderOrder(state, { order_id: '77006', appointment_at: '2025-03-14 09:00:00' })).code).toBe(BOOKING_CODES.pastTime);
    expect(refused(updateProviderOrder(state, { order_id: '77006', appointment_at: '2025-03-16 12:00:00' })).code).toBe(BOOKING_CODES.outsideHours);
    signInAs(state, 'shopper');
    ok(bookReservation(state, { service_id: '11001', store_id: 'S-1', date: '2025-03-15', time: '12:00' }));
    ok(bookReservation(state, { service_id: '11001', store_id: 'S-1', date: '2025-03-15', time: '12:00' }));
    ok(bookReservation(state, { service_id: '11001', store_id: 'S-1', date: '2025-03-15', time: '16:00', employee_id: 'E-2' }));
    signInAs(state, 'merchant');
    expect(refused(updateProviderOrder(state, { order_id: '77006', appointment_at: '2025-03-15 12:00:00' })).code).toBe(BOOKING_CODES.slotFull);
    // 77006 is with คุณแพรวา (E-2), who is busy at 16:00 on Saturday.
    expect(refused(updateProviderOrder(state, { order_id: '77006', appointment_at: '2025-03-15 15:00:00' })).code).toBe(BOOKING_CODES.staffUnavailable);
    expect(refused(updateProviderOrder(state, { order_id: '77004', appointment_at: '2025-03-15 13:00:00' })).code).toBe(BOOKING_CODES.reservationClosed);
    expect(refused(updateProviderOrder(state, { order_id: '77006' })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(updateProviderOrder(state, { order_id: '70000', remark: 'x' })).code).toBe(404);
    expect(ok(providerOrder(state, '77006')).appointment_at).toBe('2025-03-14 15:00:00');
  });
});

describe('confirmFinalPayment', () => {
  it('finishes a verified reservation and books the balance as income', () => {
    const state = merchant();
    ok(confirmVoucher(state, { code: '48213709' }, 'booking'));
    ok(confirmFinalPayment(state, { order_id: '77006', amount: 712 }));
    expect(ok(providerOrder(state, '77006')).status).toBe('finished');
    const { totals, lines } = ok(providerIncome(state));
    expect(lines.slice(-2).map((line) => `${line.kind}:${line.amount}`)).toEqual(['deposit:178', 'balance:712']);
    expect(incomeView(state.booking, totals, lines, 'en_US')).toMatchObject({ total: '49140.00', settled: 40_110, pending: 9_030 });
    const last = lines.at(-1);
    expect(last && incomeLineView(state.booking, last, 'en_US').title).toBe('Gel Nails with Floral Art · paid at the store');
    const deposit = lines.at(-2);
    expect(deposit && incomeLineView(state.booking, deposit, 'th_TH').title).toBe('ทำเล็บเจลพร้อมเพ้นท์ลายดอกไม้ · มัดจำ');
    expect(ok(providerIncomeLine(state, lines.at(-1)?.id))).toMatchObject({ order_id: '77006', amount: 712 });
  });

  it('refuses before verification, a wrong amount, and a second time', () => {
    const state = merchant();
    expect(refused(confirmFinalPayment(state, { order_id: '77006', amount: 712 })).code).toBe(BOOKING_CODES.reservationClosed);
    ok(confirmVoucher(state, { code: '48213709' }, 'booking'));
    const wrong = refused(confirmFinalPayment(state, { order_id: '77006', amount: 700 }));
    expect(wrong.code).toBe(BOOKING_CODES.wrongBalance);
    expect(wrong.text('en_US')).toBe('The balance due at the store is ฿712.');
    ok(confirmFinalPayment(state, { order_id: '77006', amount: 712 }));
    expect(refused(confirmFinalPayment(state, { order_id: '77006', amount: 712 })).code).toBe(BOOKING_CODES.reservationClosed);
  });
});

describe('revenue', () => {
  it("a month's revenue counts only that month's lines; a bad month is refused", () => {
    const state = merchant();
    ok(confirmVoucher(state, { code: '48213709' }, 'booking'));
    expect(ok(providerIncome(state, { month: '2025-03' })).totals).toEqual({ total: 3_758, settled: 2_090, pending: 1_668 });
    expect(ok(providerIncome(state, { month: '2025-02' })).lines).toEqual([]);
    expect(refused(providerIncome(state, { month: 'March' })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(providerIncomeLine(state, 'I-99')).code).toBe(404);
  });
});
