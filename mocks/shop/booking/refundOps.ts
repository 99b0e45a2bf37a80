import type { Trilingual } from '../../fixtures/locale';
import { nowText, tick } from '../clock';
import { fail, isFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import { BOOKING_CODES, FIELDS, THINGS, invalid, missing } from './bookingFailures';
import type { RefundRecord, ReservationRecord } from './bookingSlice';
import { asMerchant } from './merchantOps';
import { latestRefund, openRefund, ownReservation, refundable, reservationClosed } from './reservationLookups';
import { nextNumber } from './serviceOps';

/** The reasons a customer picks from (order_refund/option). */
export const REFUND_REASONS: readonly { id: number; text: Trilingual }[] = [
  { id: 1, text: { th: 'ติดธุระ', en: 'Something came up', zh: '临时有事' } },
  { id: 2, text: { th: 'จองผิดเวลา', en: 'Booked the wrong time', zh: '预约时间错误' } },
];

/** The reason of the refund a cancellation makes. */
export const CANCELLED_REASON: Trilingual = { th: 'ยกเลิกการจอง', en: 'Reservation cancelled', zh: '预约已取消' };

/** The longest remark a customer may add. */
export const MAX_REMARK = 200;

/** The customer's reservation and its latest refund request (none yet: undefined). */
export function refundDetail(state: ShopState, input: { order_id?: string }): ShopOutcome<{ reservation: ReservationRecord; refund: RefundRecord | undefined }> {
  const own = ownReservation(state, input.order_id);
  if (isFailure(own)) return own;
  return { reservation: own.reservation, refund: latestRefund(state.booking, own.reservation.order_id) };
}

/** The reasons, and the most that may be asked back (what was paid, less what was refunded). */
export function refundOption(state: ShopState, input: { order_id?: string }): ShopOutcome<{ reasons: typeof REFUND_REASONS; max_amount: number }> {
  const own = ownReservation(state, input.order_id);
  if (isFailure(own)) return own;
  return { reasons: REFUND_REASONS, max_amount: refundable(state.booking, own.reservation) };
}

function checkReason(reasonId: string | undefined, remark: string | undefined): ShopOutcome<{ reason_id: number; remark: string | null }> {
  const reason = REFUND_REASONS.find((candidate) => String(candidate.id) === reasonId);
  if (!reason) return invalid(FIELDS.reason);
  const text = (remark ?? '').trim();
  if (text.length > MAX_REMARK) return invalid(FIELDS.reason);
  return { reason_id: reason.id, remark: text || null };
}

/**
 * Asks for a refund of a reservation not used yet, before its appointment, with one of the reasons.
 * Refused: a used, cancelled or refunded reservation; a passed appointment; a request already open;
 * an amount that is not positive or is above what was paid (less what was refunded).
 */
export function applyRefund(
  state: ShopState,
  input: { order_id?: string; reason_id?: string; amount?: number; remark?: string },
): ShopOutcome<RefundRecord> {
  const own = ownReservation(state, input.order_id);
  if (isFailure(own)) return own;
  const { reservation } = own;
  const booking = state.booking;
  if (reservation.status !== 'booked') return reservationClosed(reservation);
  if (reservation.appointment_at <= nowText(state.clock)) {
    return fail(BOOKING_CODES.pastTime, {
      th: 'เลยเวลานัดหมายแล้ว จึงขอคืนเงินไม่ได้',
      en: 'The appointment time has passed, so a refund can no longer be asked for.',
      zh: '预约时间已过，无法申请退款。',
    });
  }
  if (openRefund(booking, reservation.order_id)) {
    return fail(BOOKING_CODES.refundOpen, {
      th: 'มีคำขอคืนเงินที่กำลังตรวจสอบอยู่แล้ว แก้ไขหรือถอนคำขอเดิมได้',
      en: 'A refund request is already under review; change or withdraw that one.',
      zh: '已有退款申请正在审核，请修改或撤回该申请。',
    });
  }
  const reason = checkReason(input.reason_id, input.remark);
  if (isFailure(reason)) return reason;
  const amount = input.amount ?? Number.NaN;
  if (!Number.isFinite(amount) || amount <= 0 || Math.round(amount * 100) !== amount * 100) return invalid(FIELDS.amount);
  const most = refundable(booking, reservation);
  if (amount > most) {
    return fail(
      BOOKING_CODES.refundTooMuch,
      {
        th: `ขอคืนเงินได้ไม่เกิน ฿${most} ตามที่ชำระไว้`,
        en: `At most ฿${most} can be refunded: that is what was paid.`,
        zh: `最多可退 ฿${most}，即已支付的金额。`,
      },
      { data: { max_amount: most } },
    );
  }
  const next = newId(state, 'bookingRefund', nextNumber(booking.refunds.map((refund) => refund.refund_id)));
  if (isFailure(next)) return next;
  const at = tick(state.clock);
  const refund: RefundRecord = { refund_id: `BR-${next}`, order_id: reservation.order_id, status: 'pending', amount, ...reason, created_at: at, updated_at: at };
  booking.refunds.push(refund);
  return refund;
}

function requireOpenRefund(state: ShopState, orderId: string | undefined): ShopOutcome<RefundRecord> {
  const own = ownReservation(state, orderId);
  if (isFailure(own)) return own;
  return (
    openRefund(state.booking, own.reservation.order_id) ??
    fail(BOOKING_CODES.noOpenRefund, {
      th: 'ไม่มีคำขอคืนเงินที่กำลังตรวจสอบสำหรับการจองนี้',
      en: 'There is no refund request under review for this reservation.',
      zh: '此预约没有正在审核的退款申请。',
    })
  );
}

/** Changes the reason (and remark) of the request under review. */
export function modifyRefund(state: ShopState, input: { order_id?: string; reason_id?: string; remark?: string }): ShopOutcome<RefundRecord> {
  const refund = requireOpenRefund(state, input.order_id);
  if (isFailure(refund)) return refund;
  const reason = checkReason(input.reason_id, input.remark);
  if (isFailure(reason)) return reason;
  Object.assign(refund, reason, { updated_at: tick(state.clock) });
  return refund;
}

/** Withdraws the request under review (the reservation stays booked; a new request may follow). */
export function cancelRefund(state: ShopState, input: { order_id?: string }): ShopOutcome<null> {
  const refund = requireOpenRefund(state, input.order_id);
  if (isFailure(refund)) return refund;
  refund.status = 'cancelled';
  refund.updated_at = tick(state.clock);
  return null;
}

/** The refund of a cancelled reservation: what is still refundable, granted at once (null when nothing was paid). */
export function refundOnCancel(state: ShopState, reservation: ReservationRecord, at: string): ShopOutcome<RefundRecord | null> {
  const booking = state.booking;
  const amount = refundable(booking, reservation);
  if (amount <= 0) return null;
  const next = newId(state, 'bookingRefund', nextNumber(booking.refunds.map((refund) => refund.refund_id)));
  if (isFailure(next)) return next;
  const refund: RefundRecord = { refund_id: `BR-${next}`, order_id: reservation.order_id, status: 'refunded', amount, reason_id: null, remark: null, created_at: at, updated_at: at };
  booking.refunds.push(refund);
  return refund;
}

/** Every reservation refund of the provider, oldest first. */
export function providerRefunds(state: ShopState): ShopOutcome<RefundRecord[]> {
  return asMerchant(state, () => [...state.booking.refunds]);
}

/** One reservation refund of the provider; without an id, the first. */
export function providerRefund(state: ShopState, refundId: string | undefined): ShopOutcome<RefundRecord> {
  return asMerchant(state, () => {
    const refunds = state.booking.refunds;
    return (refundId ? refunds.find((refund) => refund.refund_id === refundId) : refunds[0]) ?? missing(THINGS.refund);
  });
}
