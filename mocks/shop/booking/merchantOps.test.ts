import { describe, expect, it } from 'vitest';
import { buildShopState } from '../buildShopState';
import { nowText } from '../clock';
import { BOOKING_CODES } from './bookingFailures';
import { bookAndPay, ok, refused, signInAs } from './bookingTesting';
import { providerIncome } from './incomeOps';
import { requireMerchant, saveBizTime } from './merchantOps';
import { providerOrders } from './providerOrderOps';
import { bookReservation, serviceSlots } from './reservationOps';
import { providerServices } from './serviceOps';
import { manageNumbers } from './summaryOps';
import { confirmVoucher, lookUpVoucher } from './voucherOps';

describe('who may use the provider endpoints', () => {
  it('a guest is asked to log in (401)', () => {
    const state = buildShopState('guest');
    expect(refused(requireMerchant(state)).code).toBe(401);
    expect(refused(providerOrders(state)).code).toBe(401);
  });

  it('a signed-in shopper is refused with 403 and a message in three languages', () => {
    const state = buildShopState('shopper');
    const failure = refused(providerServices(state));
    expect(failure.code).toBe(BOOKING_CODES.notMerchant);
    expect(failure.text('en_US')).toBe('This account is not a booking merchant. Please log in with the merchant account.');
    expect(failure.text('th_TH')).toMatch(/บัญชีร้านค้า/);
    expect(failure.text('zh_CN')).toMatch(/商家账号/);
    expect(refused(lookUpVoucher(state, { code: '48213705' })).code).toBe(403);
    expect(refused(confirmVoucher(state, { code: '48213705' }, 'booking')).code).toBe(403);
    expect(refused(providerIncome(state)).code).toBe(403);
  });

  it('the merchant account manages the provider', () => {
    const state = buildShopState('merchant');
    expect(ok(requireMerchant(state)).merchant_id).toBe('M-1');
    expect(ok(providerOrders(state)).length).toBeGreaterThan(0);
  });
});

describe('saveBizTime', () => {
  it('replaces the opening hours; a weekday left out is closed and a new one opens for booking', () => {
    const state = buildShopState('merchant');
    const sunday = '2025-03-16';
    signInAs(state, 'shopper');
    expect(ok(serviceSlots(state, { service_id: '11001', store_id: 'S-1', date: sunday })).slots).toEqual([]);
    signInAs(state, 'merchant');
    const before = nowText(state.clock);
    expect(ok(saveBizTime(state, { biz_time: [{ weekday: 7, open: '12:00', close: '18:00' }, { weekday: 1, open: '10:00', close: '20:00' }] }))).toBeNull();
    expect(nowText(state.clock) > before).toBe(true);
    expect(state.booking.merchant.biz_time).toEqual([
      { weekday: 1, open: '10:00', close: '20:00' },
      { weekday: 7, open: '12:00', close: '18:00' },
    ]);
    signInAs(state, 'shopper');
    const slots = ok(serviceSlots(state, { service_id: '11001', store_id: 'S-1', date: sunday })).slots;
    expect(slots.map((slot) => slot.time)).toEqual(['12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    // Saturday is now closed.
    const saturday = refused(bookReservation(state, { service_id: '11001', store_id: 'S-1', date: '2025-03-15', time: '12:00' }));
    expect(saturday.code).toBe(BOOKING_CODES.outsideHours);
    expect(saturday.text('en_US')).toBe('Glow Studio สยามสแควร์ is closed on 2025-03-15.');
  });

  it.each([
    ['no day at all', []],
    ['a weekday out of 1–7', [{ weekday: 0, open: '10:00', close: '18:00' }]],
    ['a weekday twice', [{ weekday: 2, open: '10:00', close: '18:00' }, { weekday: 2, open: '11:00', close: '19:00' }]],
    ['closing before opening', [{ weekday: 3, open: '18:00', close: '10:00' }]],
    ['a time that is not HH:mm', [{ weekday: 3, open: '9am', close: '18:00' }]],
  ])('refuses %s (40001) and keeps the hours', (_name, hours) => {
    const state = buildShopState('merchant');
    const kept = structuredClone(state.booking.merchant.biz_time);
    expect(refused(saveBizTime(state, { biz_time: hours })).code).toBe(BOOKING_CODES.invalid);
    expect(state.booking.merchant.biz_time).toEqual(kept);
  });
});

describe('manage summary', () => {
  it('counts today from the shop and follows bookings and verifications', () => {
    const state = buildShopState('merchant');
    const before = ok(manageNumbers(state));
    expect(before).toEqual({ today_orders: 1, pending_verification: 2, income_today: 0, service_count: 3, store_count: 2, staff_count: 3 });
    signInAs(state, 'shopper');
    bookAndPay(state, { service_id: '11001', store_id: 'S-1', date: '2025-03-14', time: '17:00' });
    signInAs(state, 'merchant');
    ok(confirmVoucher(state, { code: '48213709' }, 'booking'));
    expect(ok(manageNumbers(state))).toEqual({ ...before, today_orders: 2, pending_verification: 2, income_today: 178 });
  });
});
