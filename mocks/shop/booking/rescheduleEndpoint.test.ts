import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getReservations, rescheduleReservation } from '../../../src/api/endpoints/bookingUser';
import { createMockServer } from '../../node';
import { mockClient } from '../../testing';
import { createSharedShop } from '../sessions';
import { BOOKING_CODES } from './bookingFailures';

const shop = createSharedShop('guest');
const server = createMockServer({}, shop);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => shop.reset('shopper'));

const en = () => mockClient('en_US');

describe('rescheduleReservation through the client on the stateful shop', () => {
  it('moves the appointment; the list shows the new time', async () => {
    expect(await rescheduleReservation(en(), { order_id: '77006', date: '2025-03-15', time: '14:00' })).toMatchObject({
      ok: true,
      data: { order_id: '77006', appointment_at: '2025-03-15 14:00:00', status: 'booked' },
    });
    const list = await getReservations(en(), {});
    expect(list.ok && list.data.list.find((reservation) => reservation.order_id === '77006')?.appointment_at).toBe('2025-03-15 14:00:00');
  });

  it('a refund under review refuses it with its code; a guest gets 401 (login)', async () => {
    expect(await rescheduleReservation(en(), { order_id: '77001', date: '2025-03-15', time: '14:00' })).toMatchObject({ ok: false, code: BOOKING_CODES.refundOpen });
    shop.reset('guest');
    expect(await rescheduleReservation(en(), { order_id: '77006', date: '2025-03-15', time: '14:00' })).toMatchObject({ ok: false, kind: 'login' });
  });
});
