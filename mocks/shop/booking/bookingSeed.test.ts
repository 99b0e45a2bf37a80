import { describe, expect, it } from 'vitest';
import * as schemas from '../../../src/api/schemas/booking';
import {
  buildBookingOrder,
  buildBookingService,
  buildBookingServices,
  buildBookingStore,
  buildIncome,
  buildMerchant,
  buildReservationRefund,
  buildServiceCategories,
  buildStaff,
} from '../../fixtures/booking';
import { buildShopState } from '../buildShopState';
import { ACCOUNT_IDS, SEED_NAMES } from '../seedNames';
import { ok } from './bookingTesting';
import { categoryViews, incomeView, merchantView, orderView, refundView, serviceView, staffView, storeView, verificationView } from './bookingViews';
import { providerIncome } from './incomeOps';
import { providerOrders } from './providerOrderOps';
import { refundDetail } from './refundOps';
import { publicService, publicServices } from './serviceOps';
import { lookUpVoucher } from './voucherOps';

const LOCALES = ['th_TH', 'en_US', 'zh_CN'] as const;

describe('the booking seed answers what the fixtures answered', () => {
  it.each(LOCALES)('public services (recommended, detail) equal the fixtures in every seed (%s)', (locale) => {
    for (const seed of SEED_NAMES) {
      const state = buildShopState(seed);
      expect(publicServices(state).map((service) => serviceView(state.booking, service, locale))).toEqual(buildBookingServices(3, locale));
      expect(serviceView(state.booking, ok(publicService(state, undefined)), locale)).toEqual(buildBookingService(0, locale));
      expect(serviceView(state.booking, ok(publicService(state, '11002')), locale)).toEqual(buildBookingService(1, locale));
    }
  });

  it.each(LOCALES)("the shopper's refund of 77001 is the fixture's request (%s)", (locale) => {
    const state = buildShopState('shopper');
    const { refund } = ok(refundDetail(state, { order_id: '77001' }));
    expect(refund && refundView(refund, locale)).toEqual(buildReservationRefund(0));
  });

  it.each(LOCALES)("the merchant's first orders, income, stores, staff, categories and profile are the fixtures' (%s)", (locale) => {
    const state = buildShopState('merchant');
    const orders = ok(providerOrders(state)).map((order) => orderView(state.booking, order, locale));
    expect(orders.slice(0, 3)).toEqual([0, 1, 2].map((i) => buildBookingOrder(i, locale)));
    const { totals, lines } = ok(providerIncome(state));
    expect(incomeView(state.booking, totals, lines, locale)).toEqual(buildIncome(locale));
    expect(state.booking.stores.map(storeView)).toEqual([buildBookingStore(0), buildBookingStore(1)]);
    expect(state.booking.staff.map(staffView)).toEqual([0, 1, 2].map((i) => buildStaff(i)));
    expect(categoryViews(state.booking, locale)).toEqual(buildServiceCategories(locale));
    expect(merchantView(state.booking.merchant)).toEqual(buildMerchant());
  });

  it('the used seeded code says who verified it and when, as the fixture did', () => {
    const state = buildShopState('merchant');
    const view = verificationView(state.booking, ok(lookUpVoucher(state, { code: '98213705' })), 'th_TH');
    expect(view).toMatchObject({ verified: 1, verified_by: 'คุณน้ำฝน (Glow Studio สยามสแควร์)', verified_at: '2025-03-13 18:05:00' });
    expect(view.order).toMatchObject({ customer_name: 'พลอย ศิริวรรณ', store_name: 'Glow Studio สยามสแควร์' });
    const fresh = verificationView(state.booking, ok(lookUpVoucher(state, { code: '48213705' })), 'en_US');
    expect(fresh).toEqual({ code: '48213705', order: buildBookingOrder(0, 'en_US'), verified: 0 });
  });

  it('every seeded record renders through its schema, and the shopper and tourist hold reservations', () => {
    const state = buildShopState('merchant');
    const booking = state.booking;
    for (const locale of LOCALES) {
      for (const reservation of booking.reservations) expect(schemas.bookingOrderSchema.safeParse(orderView(booking, reservation, locale)).success).toBe(true);
      for (const refund of booking.refunds) expect(schemas.reservationRefundSchema.safeParse(refundView(refund, locale)).success).toBe(true);
      for (const voucher of booking.vouchers) expect(schemas.verificationSchema.safeParse(verificationView(booking, voucher, locale)).success).toBe(true);
    }
    expect(booking.reservations.filter((reservation) => reservation.user_id === ACCOUNT_IDS.shopper).length).toBeGreaterThanOrEqual(3);
    expect(booking.reservations.some((reservation) => reservation.user_id === ACCOUNT_IDS.tourist)).toBe(true);
    expect(new Set(booking.reservations.map((reservation) => reservation.status))).toEqual(new Set(['booked', 'verified', 'finished', 'refunded']));
  });

  it('the same seed always builds the same booking slice, and it is plain data', () => {
    expect(buildShopState('merchant').booking).toEqual(buildShopState('merchant').booking);
    const booking = buildShopState('shopper').booking;
    expect(JSON.parse(JSON.stringify(booking))).toEqual(booking);
  });
});
