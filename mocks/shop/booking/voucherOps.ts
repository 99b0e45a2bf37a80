import type { MockLocale } from '../../fixtures/locale';
import { tick } from '../clock';
import { fail, isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { BOOKING_CODES, FIELDS, THINGS, invalid, missing } from './bookingFailures';
import type { BookingSlice, VoucherRecord } from './bookingSlice';
import { verificationView, verifierName } from './bookingViews';
import { addIncome } from './incomeOps';
import { asMerchant } from './merchantOps';
import { openRefund, reservationClosed } from './reservationLookups';

/** A voucher or coupon code: eight digits. */
export const VOUCHER_CODE = /^[0-9]{8}$/;

function findVoucher(booking: BookingSlice, code: string | undefined): ShopOutcome<VoucherRecord> {
  const text = (code ?? '').trim();
  if (!VOUCHER_CODE.test(text)) return invalid(FIELDS.code);
  return booking.vouchers.find((voucher) => voucher.code === text) ?? missing(THINGS.voucher);
}

/** Looks a code up at the counter (verification): the voucher, used or not, with its reservation. */
export function lookUpVoucher(state: ShopState, input: { code?: string }): ShopOutcome<VoucherRecord> {
  return asMerchant(state, () => findVoucher(state.booking, input.code));
}

const KIND_TEXT = {
  booking: { th: 'รหัสนี้เป็นบัตรกำนัลการจอง กรุณาเลือก "บัตรกำนัล"', en: 'This code is a reservation voucher: verify it as a voucher.', zh: '此代码是预约券，请按预约券核销。' },
  coupon: { th: 'รหัสนี้เป็นคูปอง กรุณาเลือก "คูปอง"', en: 'This code is a coupon: redeem it as a coupon.', zh: '此代码是优惠券，请按优惠券核销。' },
} as const;

/**
 * Verifies a code once (verification/confirm for a reservation's voucher, verification/coupon for a
 * coupon): it is marked used by the merchant now; a voucher also marks its reservation verified,
 * closes a refund request under review and books the deposit as income. Refused: a code of the other
 * kind, a reservation cancelled or refunded, and a code already verified — that answer says who
 * verified it and when, in its message and in its data (rendered in `locale`).
 */
export function confirmVoucher(
  state: ShopState,
  input: { code?: string },
  kind: VoucherRecord['kind'],
  locale: MockLocale = 'th_TH',
): ShopOutcome<VoucherRecord> {
  return asMerchant(state, () => {
    const booking = state.booking;
    const voucher = findVoucher(booking, input.code);
    if (isFailure(voucher)) return voucher;
    if (voucher.kind !== kind) return fail(BOOKING_CODES.wrongCodeKind, KIND_TEXT[voucher.kind]);
    if (voucher.verified_at) {
      const who = verifierName(booking, voucher);
      const when = voucher.verified_at;
      return fail(
        BOOKING_CODES.alreadyVerified,
        {
          th: `รหัส ${voucher.code} ถูกใช้ไปแล้วโดย ${who} เมื่อ ${when}`,
          en: `Code ${voucher.code} was already verified by ${who} at ${when}.`,
          zh: `代码 ${voucher.code} 已于 ${when} 由 ${who} 核销。`,
        },
        { data: verificationView(booking, voucher, locale) },
      );
    }
    const reservation = booking.reservations.find((candidate) => candidate.order_id === voucher.order_id);
    if (!reservation) return missing(THINGS.reservation);
    if (reservation.status === 'cancelled' || reservation.status === 'refunded') return reservationClosed(reservation);
    const at = tick(state.clock);
    if (kind === 'booking') {
      if (reservation.paid > 0) {
        const line = addIncome(state, reservation, 'deposit', reservation.paid, at);
        if (isFailure(line)) return line;
      }
      reservation.status = 'verified';
      const refund = openRefund(booking, reservation.order_id);
      if (refund) Object.assign(refund, { status: 'closed', updated_at: at });
    }
    voucher.verified_at = at;
    voucher.verified_by = { kind: 'merchant' };
    return voucher;
  });
}
