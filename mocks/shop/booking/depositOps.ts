import type { MockLocale } from '../../fixtures/locale';
import { pickText } from '../../fixtures/locale';
import { tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { PAYMENT_METHODS, offeredMethod } from '../shopping/paymentMethods';
import { refuse, SHOPPING_MESSAGES } from '../shopping/shoppingRules';
import { missing, THINGS } from './bookingFailures';
import { voucherCode } from './bookingNumbers';
import type { ReservationRecord } from './bookingSlice';
import { serviceName } from './bookingViews';
import { ownReservation, reservationClosed } from './reservationLookups';

/**
 * A booking's deposit paid through the shop's checkout (spec §2 "checkout for a booking"): the
 * reservation is priced on order confirm (booking_id), placed as a deposit order (its id is the
 * reservation's with this prefix) and paid; the payment confirms the reservation and issues its
 * voucher. Deposits are paid online: methods paid outside the shop are not offered.
 */
export const DEPOSIT_ORDER_PREFIX = 'BK';

export const depositOrderId = (reservation: ReservationRecord) => `${DEPOSIT_ORDER_PREFIX}${reservation.order_id}`;

/** Whether an order id names a booking's deposit order. */
export const isDepositOrderId = (orderId: string | undefined): orderId is string => orderId?.startsWith(DEPOSIT_ORDER_PREFIX) === true;

const depositOf = (reservation: ReservationRecord) => reservation.deposit ?? reservation.paid;

/** The shopper's reservation still waiting for its deposit, or why it cannot be paid. */
function unpaidReservation(state: ShopState, bookingId: string | undefined): ShopOutcome<ReservationRecord> {
  const own = ownReservation(state, bookingId);
  if (isFailure(own)) return own;
  if (own.reservation.status === 'booked') return refuse('orderPaid', SHOPPING_MESSAGES.orderPaid);
  return own.reservation.status === 'unpaid' ? own.reservation : reservationClosed(own.reservation);
}

/** The deposit's methods: those the shop takes online. */
function depositMethods(locale: MockLocale) {
  return PAYMENT_METHODS.filter((method) => !method.offline).map((method) => ({ code: method.code, name: pickText(method.name, locale), enabled: method.enabled ? 1 : 0 }));
}

/** confirm.php with booking_id: the deposit as the order's total, the rest due at the store. */
export function quoteDeposit(state: ShopState, bookingId: string | undefined, locale: MockLocale) {
  const reservation = unpaidReservation(state, bookingId);
  if (isFailure(reservation)) return reservation;
  const booking = state.booking;
  const deposit = depositOf(reservation);
  return {
    address: null,
    items: [],
    coupons: [],
    goods_total: deposit,
    shipping_fee: 0,
    discount: 0,
    pay_total: deposit,
    payment_methods: depositMethods(locale),
    points: null,
    booking: {
      booking_id: reservation.order_id,
      service_name: serviceName(booking, reservation.service_id, locale),
      store_name: booking.stores.find((store) => store.store_id === reservation.store_id)?.name ?? '',
      appointment_at: reservation.appointment_at,
      duration_minutes: reservation.duration_minutes,
      price: reservation.price,
      deposit,
      final_payment: reservation.final_payment,
    },
  };
}

/** submit.php with booking_id: the deposit order of the reservation (placing it again gives the same order). */
export function submitDeposit(state: ShopState, input: { readonly bookingId?: string | undefined; readonly paymentMethod?: string | undefined }) {
  const reservation = unpaidReservation(state, input.bookingId);
  if (isFailure(reservation)) return reservation;
  const method = offeredMethod(input.paymentMethod);
  if (!method || method.offline) return refuse('paymentMethod', SHOPPING_MESSAGES.paymentMethod);
  reservation.deposit_method = method.code;
  return { order_id: depositOrderId(reservation), order_sn: reservation.order_sn, pay_total: depositOf(reservation) };
}

/** The reservation a deposit order pays, when it is the shopper's. */
function depositReservation(state: ShopState, orderId: string | undefined): ShopOutcome<ReservationRecord> {
  if (!isDepositOrderId(orderId)) return missing(THINGS.reservation);
  const own = ownReservation(state, orderId.slice(DEPOSIT_ORDER_PREFIX.length));
  return isFailure(own) ? own : own.reservation;
}

/**
 * pay.php for a deposit order: the deposit is paid, the reservation is booked and its voucher
 * issued. Refused: a second payment, a cancelled reservation, a method paid outside the shop.
 */
export function payDeposit(state: ShopState, input: { readonly orderId?: string | undefined; readonly paymentMethod?: string | undefined }) {
  const reservation = depositReservation(state, input.orderId);
  if (isFailure(reservation)) return reservation;
  if (reservation.status !== 'unpaid') return reservation.status === 'cancelled' ? reservationClosed(reservation) : refuse('orderPaid', SHOPPING_MESSAGES.orderPaid);
  const method = offeredMethod(input.paymentMethod ?? reservation.deposit_method ?? undefined);
  if (!method || method.offline) return refuse('paymentMethod', SHOPPING_MESSAGES.paymentMethod);
  tick(state.clock);
  reservation.deposit_method = method.code;
  reservation.paid = depositOf(reservation);
  reservation.status = 'booked';
  state.booking.vouchers.push({ code: voucherCode(Number(reservation.order_id)), order_id: reservation.order_id, kind: 'booking', verified_at: null, verified_by: null });
  return { order_id: depositOrderId(reservation), status: 'paid' as const, pay_url: null, booking_id: reservation.order_id };
}

/** payment_result for a deposit order: paid once the reservation is, failed when it was cancelled unpaid, else pending. */
export function depositResult(state: ShopState, orderId: string | undefined) {
  const reservation = depositReservation(state, orderId);
  if (isFailure(reservation)) return reservation;
  const status = reservation.status === 'unpaid' ? 'pending' : reservation.status === 'cancelled' && reservation.paid === 0 ? 'failed' : 'paid';
  return { order_id: depositOrderId(reservation), status, pay_url: null, booking_id: reservation.order_id } as const;
}
