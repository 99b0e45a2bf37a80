import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  confirmVerification,
  getIncome,
  getManageSummary,
  getProviderOrderList,
  getProviderRefundList,
  getServiceList,
  getVerification,
  saveBizTime,
  saveService,
} from '../../../src/api/endpoints/bookingProvider';
import {
  applyReservationRefund,
  bookReservation,
  cancelReservation,
  getRecommendedServices,
  getReservationRefund,
  getReservations,
  getServiceSlots,
} from '../../../src/api/endpoints/bookingUser';
import { getStorageToken, recordStorageUpload } from '../../../src/api/endpoints/storage';
import { confirmOrder, getPaymentResult, payOrder, submitOrder } from '../../../src/api/endpoints/orders';
import { buildBookingServices, buildIncomeLine, buildReservationRefund } from '../../fixtures/booking';
import { createMockServer } from '../../node';
import { mockClient } from '../../testing';
import { createSharedShop } from '../sessions';
import { BOOKING_CODES } from './bookingFailures';

const shop = createSharedShop('guest');
const server = createMockServer({}, shop);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => shop.reset('guest'));

const en = () => mockClient('en_US');

describe('booking endpoints on the stateful shop', () => {
  it('a guest: public reads answer the fixtures, reservation and provider endpoints answer 401', async () => {
    const recommended = await getRecommendedServices(en(), {});
    expect(recommended.ok && recommended.data.list.map((service) => [service.service_id, service.name, service.status])).toEqual(
      buildBookingServices(3, 'en_US').map((service) => [service.service_id, service.name, service.status]),
    );
    expect(await getReservationRefund(en(), { order_id: '77001' })).toMatchObject({ ok: false, kind: 'login', code: 401 });
    expect(await getServiceSlots(en(), { service_id: '11001', store_id: 'S-1', date: '2025-03-15' })).toMatchObject({ ok: false, code: 401 });
    expect(await getManageSummary(en(), {})).toMatchObject({ ok: false, kind: 'login', code: 401 });
  });

  it("a shopper: the refund reads answer the fixture; provider endpoints answer 403 with the refusal's message", async () => {
    shop.reset('shopper');
    const refund = await getReservationRefund(mockClient('th_TH'), { order_id: '77001' });
    expect(refund.ok && refund.data).toEqual({ ...buildReservationRefund(0), refund_id: 'BR-1', order_id: '77001' });
    expect(await getVerification(en(), { code: '48213705' })).toMatchObject({
      ok: false,
      code: 403,
      message: 'This account is not a booking merchant. Please log in with the merchant account.',
    });
  });

  it('a shopper books, lists, applies for a refund, and the merchant sees it', async () => {
    shop.reset('shopper');
    const booked = await bookReservation(en(), { service_id: '11001', store_id: 'S-1', date: '2025-03-15', time: '14:00', employee_id: 'E-1' });
    expect(booked).toMatchObject({ ok: true, data: { order_id: '77007', voucher_code: null, status: 'unpaid', employee_name: 'คุณน้ำฝน' } });
    // The deposit through the shop's checkout: priced, placed (online methods only), paid.
    const quote = await confirmOrder(en(), { booking_id: '77007' });
    expect(quote).toMatchObject({ ok: true, data: { pay_total: 298, address: null, booking: { booking_id: '77007', deposit: 298, final_payment: 1_192 } } });
    expect(quote.ok && quote.data.payment_methods.map((method) => method.code)).toEqual(['card']);
    expect(await submitOrder(en(), { booking_id: '77007', payment_method: 'promptpay' })).toMatchObject({ ok: false });
    expect(await submitOrder(en(), { booking_id: '77007', payment_method: 'card' })).toMatchObject({ ok: true, data: { order_id: 'BK77007', pay_total: 298 } });
    expect(await getPaymentResult(en(), { order_id: 'BK77007' })).toMatchObject({ ok: true, data: { status: 'pending', booking_id: '77007' } });
    expect(await payOrder(en(), { order_id: 'BK77007', payment_method: 'card', card_token: 'tok_mock_4242' })).toMatchObject({ ok: true, data: { status: 'paid', booking_id: '77007' } });
    expect(await payOrder(en(), { order_id: 'BK77007', payment_method: 'card' })).toMatchObject({ ok: false });
    expect(await getPaymentResult(en(), { order_id: 'BK77007' })).toMatchObject({ ok: true, data: { status: 'paid', booking_id: '77007' } });
    expect(await confirmOrder(en(), { booking_id: '77007' })).toMatchObject({ ok: false });
    const list = await getReservations(en(), {});
    expect(list.ok && list.data.list.map((reservation) => reservation.order_id)).toEqual(['77007', '77001', '77006', '77004']);
    expect(await applyReservationRefund(en(), { order_id: '77007', reason_id: '1', amount: 500 })).toMatchObject({
      ok: false,
      code: BOOKING_CODES.refundTooMuch,
      data: { max_amount: 298 },
    });
    expect(await applyReservationRefund(en(), { order_id: '77007', reason_id: '1', amount: 298 })).toMatchObject({ ok: true, data: { status: 'pending' } });
    expect(await cancelReservation(en(), { order_id: '77007' })).toMatchObject({ ok: false, code: BOOKING_CODES.refundOpen });
    shop.state.account.session.userId = shop.state.booking.merchant.owner_id;
    const refunds = await getProviderRefundList(en(), {});
    expect(refunds.ok && refunds.data.list.map((item) => item.order_id)).toEqual(['77001', '77005', '77007']);
    const orders = await getProviderOrderList(en(), {});
    expect(orders.ok && orders.data.paging?.total).toBe(7);
  });

  it('the merchant: income answers the fixture; a voucher verifies once, the second answer carries who and when', async () => {
    shop.reset('merchant');
    const income = await getIncome(en(), {});
    expect(income.ok && income.data).toEqual(expect.objectContaining({ total: 48_250, settled: 40_110, pending: 8_140 }));
    expect(income.ok && income.data.list.map((line) => line.title)).toEqual([0, 1, 2].map((i) => buildIncomeLine(i, 'en_US').title));
    expect(await confirmVerification(en(), { code: '48213705' })).toMatchObject({ ok: true, data: { verified: true, verified_by: 'Glow Studio' } });
    const again = await confirmVerification(en(), { code: '48213705' });
    expect(again).toMatchObject({
      ok: false,
      kind: 'toast',
      code: BOOKING_CODES.alreadyVerified,
      message: 'Code 48213705 was already verified by Glow Studio at 2025-03-14 10:31:00.',
      data: { code: '48213705', verified: 1, verified_by: 'Glow Studio', verified_at: '2025-03-14 10:31:00' },
    });
    expect(await getVerification(en(), { code: '48213705' })).toMatchObject({ ok: true, data: { verified: true, verified_at: '2025-03-14 10:31:00' } });
  });

  it('the merchant saves a service with its stores (a JSON list) and hours (a list of objects)', async () => {
    shop.reset('merchant');
    const saved = await saveService(en(), { name: 'Lash lift', category_id: '1', price: 990, duration_minutes: 60, store_ids: ['S-1', 'S-2'] });
    expect(saved).toMatchObject({ ok: true, data: { id: '11004' } });
    const services = await getServiceList(en(), {});
    expect(services.ok && services.data.list.at(-1)).toMatchObject({ service_id: '11004', store_ids: ['S-1', 'S-2'], deposit: 198 });
    expect(await saveBizTime(en(), { biz_time: [{ weekday: 7, open: '12:00', close: '18:00' }] })).toMatchObject({ ok: true });
    shop.state.account.session.userId = shop.state.booking.merchant.owner_id - 3;
    const sunday = await getServiceSlots(en(), { service_id: '11004', store_id: 'S-2', date: '2025-03-16' });
    expect(sunday.ok && sunday.data.slots.map((slot) => slot.time)).toEqual(['12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
  });

  it('storage: fresh tokens and a recorded path, for a guest too', async () => {
    expect(await getStorageToken(en(), {})).toMatchObject({ ok: true, data: { request_id: 'REQ-20250314-0001', expiration: '2025-03-14T11:30:00Z' } });
    expect(await getStorageToken(en(), {})).toMatchObject({ ok: true, data: { request_id: 'REQ-20250314-0002' } });
    expect(await recordStorageUpload(en(), { path: 'review/2025/03/a.jpg', size: 10 })).toMatchObject({
      ok: true,
      data: { path: 'review/2025/03/a.jpg', size: 10, url: 'https://beauty-shop-upload.oss-ap-southeast-7.aliyuncs.com/review/2025/03/a.jpg' },
    });
    expect(await recordStorageUpload(en(), { path: '../a.jpg' })).toMatchObject({ ok: false, code: BOOKING_CODES.invalid, message: 'Please check the file path.' });
  });
});
