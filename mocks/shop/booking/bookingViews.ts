import type { z } from 'zod';
import type {
  bookingOrderSchema,
  bookingServiceSchema,
  bookingStoreSchema,
  incomeLineSchema,
  incomeSchema,
  merchantSchema,
  reservationRefundSchema,
  serviceSlotsSchema,
  staffSchema,
  userReservationSchema,
  verificationSchema,
} from '../../../src/api/schemas/booking';
import { pickText, type MockLocale, type Trilingual } from '../../fixtures/locale';
import { isFailure, type ShopFailure } from '../failure';
import type {
  BookingSlice,
  IncomeLineRecord,
  LocalText,
  MerchantRecord,
  RefundRecord,
  ReservationRecord,
  ServiceRecord,
  StaffRecord,
  StoreRecord,
  VoucherRecord,
} from './bookingSlice';
import type { IncomeTotals } from './incomeOps';
import { CANCELLED_REASON, REFUND_REASONS } from './refundOps';
import { bookingVoucher, latestRefund } from './reservationLookups';
import type { SlotView } from './slotOps';

/** Records as the booking endpoints answer them, in the request's language. */

export function localText(text: LocalText, locale: MockLocale): string {
  return typeof text === 'string' ? text : pickText(text, locale);
}

const money = (amount: number) => amount.toFixed(2);

export function serviceView(booking: BookingSlice, service: ServiceRecord, locale: MockLocale): z.input<typeof bookingServiceSchema> {
  const category = booking.categories.find((candidate) => candidate.id === service.category_id);
  return {
    service_id: service.service_id,
    name: localText(service.name, locale),
    category_id: service.category_id,
    category_name: category ? pickText(category.name, locale) : null,
    price: money(service.price),
    deposit: service.deposit,
    duration_minutes: service.duration_minutes,
    status: service.status,
    cover: service.cover,
    description: service.description === null ? null : localText(service.description, locale),
    store_ids: [...service.store_ids],
  };
}

/** A service as its merchant sees it: with the name in the three languages (to edit them). */
export function providerServiceView(booking: BookingSlice, service: ServiceRecord, locale: MockLocale): z.input<typeof bookingServiceSchema> {
  return { ...serviceView(booking, service, locale), name_i18n: typeof service.name === 'string' ? null : { ...service.name } };
}

export function categoryViews(booking: BookingSlice, locale: MockLocale): { id: string; name: string }[] {
  return booking.categories.map((category) => ({ id: category.id, name: pickText(category.name, locale) }));
}

export function storeView(store: StoreRecord): z.input<typeof bookingStoreSchema> {
  const { slot_capacity: _capacity, ...view } = store;
  return view;
}

export function staffView(member: StaffRecord): z.input<typeof staffSchema> {
  return { ...member, service_ids: [...member.service_ids] };
}

export function serviceName(booking: BookingSlice, serviceId: string, locale: MockLocale): string {
  const service = booking.services.find((candidate) => candidate.service_id === serviceId);
  return service ? localText(service.name, locale) : serviceId;
}

/** A reservation as the provider sees it (price and duration as booked). */
export function orderView(booking: BookingSlice, reservation: ReservationRecord, locale: MockLocale): z.input<typeof bookingOrderSchema> {
  return {
    order_id: reservation.order_id,
    order_sn: reservation.order_sn,
    service: {
      service_id: reservation.service_id,
      name: serviceName(booking, reservation.service_id, locale),
      price: money(reservation.price),
      duration_minutes: reservation.duration_minutes,
    },
    store_name: booking.stores.find((store) => store.store_id === reservation.store_id)?.name ?? null,
    customer_name: reservation.customer_name,
    appointment_at: reservation.appointment_at,
    status: reservation.status,
    paid: reservation.paid,
    final_payment: reservation.final_payment,
    created_at: reservation.created_at,
  };
}

/** A reservation as its customer sees it: with its store, member of staff, voucher and refund state. */
export function userReservationView(booking: BookingSlice, reservation: ReservationRecord, locale: MockLocale): z.input<typeof userReservationSchema> {
  return {
    ...orderView(booking, reservation, locale),
    store_id: reservation.store_id,
    employee_id: reservation.employee_id,
    employee_name: booking.staff.find((member) => member.employee_id === reservation.employee_id)?.name ?? null,
    voucher_code: bookingVoucher(booking, reservation.order_id)?.code ?? null,
    refund_status: latestRefund(booking, reservation.order_id)?.status ?? null,
  };
}

/** Who verified a voucher: `staff (store)` or the merchant's name. */
export function verifierName(booking: BookingSlice, voucher: VoucherRecord): string {
  const by = voucher.verified_by;
  if (!by) return '';
  if (by.kind === 'merchant') return booking.merchant.name;
  const staff = booking.staff.find((member) => member.employee_id === by.employee_id);
  const reservation = booking.reservations.find((candidate) => candidate.order_id === voucher.order_id);
  const store = booking.stores.find((candidate) => candidate.store_id === reservation?.store_id);
  const name = staff?.name ?? by.employee_id;
  return store ? `${name} (${store.name})` : name;
}

export function verificationView(booking: BookingSlice, voucher: VoucherRecord, locale: MockLocale): z.input<typeof verificationSchema> {
  const reservation = booking.reservations.find((candidate) => candidate.order_id === voucher.order_id);
  const order = reservation ? orderView(booking, reservation, locale) : null;
  if (!voucher.verified_at) return { code: voucher.code, order, verified: 0 };
  return { code: voucher.code, order, verified: 1, verified_by: verifierName(booking, voucher), verified_at: voucher.verified_at };
}

function refundReason(refund: RefundRecord, locale: MockLocale): string {
  if (refund.remark) return refund.remark;
  const reason: Trilingual = REFUND_REASONS.find((candidate) => candidate.id === refund.reason_id)?.text ?? CANCELLED_REASON;
  return pickText(reason, locale);
}

export function refundView(refund: RefundRecord, locale: MockLocale): z.input<typeof reservationRefundSchema> {
  return {
    refund_id: refund.refund_id,
    order_id: refund.order_id,
    status: refund.status,
    amount: refund.amount,
    reason: refundReason(refund, locale),
    created_at: refund.created_at,
  };
}

/** The refund detail of a reservation without any request (the customer may apply). */
export function noRefundView(orderId: string): z.input<typeof reservationRefundSchema> {
  return { refund_id: null, order_id: orderId, status: 'none', amount: 0, reason: null, created_at: null };
}

const INCOME_KIND: Readonly<Record<IncomeLineRecord['kind'], Trilingual | null>> = {
  sale: null,
  deposit: { th: 'มัดจำ', en: 'deposit', zh: '定金' },
  balance: { th: 'ชำระที่ร้าน', en: 'paid at the store', zh: '到店付款' },
};

export function incomeLineView(booking: BookingSlice, line: IncomeLineRecord, locale: MockLocale): z.input<typeof incomeLineSchema> {
  const kind = INCOME_KIND[line.kind];
  const name = serviceName(booking, line.service_id, locale);
  return {
    id: line.id,
    title: kind ? `${name} · ${pickText(kind, locale)}` : name,
    amount: line.amount,
    status: line.status,
    settled_at: line.settled_at,
    created_at: line.created_at,
  };
}

export function incomeView(booking: BookingSlice, totals: IncomeTotals, lines: readonly IncomeLineRecord[], locale: MockLocale): z.input<typeof incomeSchema> {
  return { total: money(totals.total), settled: totals.settled, pending: totals.pending, list: lines.map((line) => incomeLineView(booking, line, locale)) };
}

export function merchantView(merchant: MerchantRecord): z.input<typeof merchantSchema> {
  const { owner_id: _owner, income_before: _before, ...view } = merchant;
  return { ...view, biz_time: merchant.biz_time.map((hours) => ({ ...hours })) };
}

export function slotsView(serviceId: string, storeId: string, day: string, slots: readonly SlotView[]): z.input<typeof serviceSlotsSchema> {
  return { service_id: serviceId, store_id: storeId, date: day, slots: slots.map((slot) => ({ ...slot, available: slot.available ? 1 : 0 })) };
}

/** One page of a list (page from 1, 20 a page unless asked) and its paging block. */
export function pageOf<T>(items: readonly T[], page?: number, pageSize?: number): { list: T[]; paging: { page: number; total: number } } {
  const size = pageSize !== undefined && Number.isInteger(pageSize) && pageSize > 0 ? Math.min(pageSize, 100) : 20;
  const current = page !== undefined && Number.isInteger(page) && page > 0 ? page : 1;
  return { list: items.slice((current - 1) * size, current * size), paging: { page: current, total: items.length } };
}

/** An operation's value shown through a view, or the rule it broke as it is. */
export function viewOf<T>(outcome: T | ShopFailure, view: (value: T) => unknown): unknown {
  return isFailure(outcome) ? outcome : view(outcome);
}
