import { requireAccount } from '../account/accountOps';
import type { AccountRecord } from '../account/accountSlice';
import { fail, isFailure, type ShopFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { BOOKING_CODES, THINGS, missing } from './bookingFailures';
import type { BookingSlice, RefundRecord, ReservationRecord, VoucherRecord } from './bookingSlice';

/** The signed-in customer's reservation (another customer's is not found, as if it did not exist). */
export function ownReservation(state: ShopState, orderId: string | undefined): ShopOutcome<{ account: AccountRecord; reservation: ReservationRecord }> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  const reservation = state.booking.reservations.find((candidate) => candidate.order_id === orderId && candidate.user_id === account.user.id);
  return reservation ? { account, reservation } : missing(THINGS.reservation);
}

/** Any reservation of the provider; without an id, the first. */
export function findReservation(booking: BookingSlice, orderId: string | undefined): ReservationRecord | ShopFailure {
  const reservation = orderId ? booking.reservations.find((candidate) => candidate.order_id === orderId) : booking.reservations[0];
  return reservation ?? missing(THINGS.reservation);
}

/** The reservation's own voucher (the code shown at the counter), if any. */
export function bookingVoucher(booking: BookingSlice, orderId: string): VoucherRecord | undefined {
  return booking.vouchers.find((voucher) => voucher.order_id === orderId && voucher.kind === 'booking');
}

/** The reservation's latest refund request, whatever its status. */
export function latestRefund(booking: BookingSlice, orderId: string): RefundRecord | undefined {
  return booking.refunds.filter((refund) => refund.order_id === orderId).at(-1);
}

/** The reservation's refund request under review, if any. */
export function openRefund(booking: BookingSlice, orderId: string): RefundRecord | undefined {
  return booking.refunds.find((refund) => refund.order_id === orderId && refund.status === 'pending');
}

/** What may still be refunded: what was paid, less what was refunded already. */
export function refundable(booking: BookingSlice, reservation: ReservationRecord): number {
  const refunded = booking.refunds
    .filter((refund) => refund.order_id === reservation.order_id && refund.status === 'refunded')
    .reduce((total, refund) => total + refund.amount, 0);
  return Math.max(0, reservation.paid - refunded);
}

/** The refusal of a change the reservation's status no longer allows (used, paid, cancelled, refunded, or not used yet). */
export function reservationClosed(reservation: ReservationRecord): ShopFailure {
  const state = {
    verified: { th: 'ใช้บริการแล้ว', en: 'has been used', zh: '已使用' },
    finished: { th: 'ใช้บริการและชำระเงินครบแล้ว', en: 'has been used and paid', zh: '已使用并付清' },
    cancelled: { th: 'ถูกยกเลิกแล้ว', en: 'was cancelled', zh: '已取消' },
    refunded: { th: 'ได้รับเงินคืนแล้ว', en: 'was refunded', zh: '已退款' },
    booked: { th: 'ยังไม่ได้ใช้บริการ', en: 'has not been used yet', zh: '尚未使用' },
    unpaid: { th: 'ยังไม่ได้ชำระมัดจำ', en: 'has no deposit paid yet', zh: '尚未支付定金' },
  }[reservation.status];
  return fail(BOOKING_CODES.reservationClosed, {
    th: `การจอง ${reservation.order_sn} ${state.th} จึงทำรายการนี้ไม่ได้`,
    en: `Reservation ${reservation.order_sn} ${state.en}, so this cannot be done.`,
    zh: `预约 ${reservation.order_sn} ${state.zh}，无法进行此操作。`,
  });
}
