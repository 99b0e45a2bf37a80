import { tick } from '../clock';
import { fail, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { BOOKING_CODES, FIELDS, THINGS, invalid, missing } from './bookingFailures';
import type { RefundRecord } from './bookingSlice';
import { asMerchant } from './merchantOps';

/** What the merchant decides on a refund request. */
export type RefundDecision = 'approve' | 'reject';

const isDecision = (value: string | undefined): value is RefundDecision => value === 'approve' || value === 'reject';

/**
 * The merchant approves or rejects a refund request under review (refund/detail, POST). Approved:
 * the refund is granted and the reservation is refunded (its time is freed). Rejected: the request
 * closes and the reservation stays as it was (the customer may ask again). Refused: a guest (401),
 * another account (403), an unknown refund (404), a decision that is neither, a request no longer
 * under review (decided once only).
 */
export function reviewRefund(state: ShopState, input: { refund_id?: string; action?: string }): ShopOutcome<RefundRecord> {
  return asMerchant(state, () => {
    const booking = state.booking;
    const refund = booking.refunds.find((candidate) => candidate.refund_id === input.refund_id);
    if (!refund) return missing(THINGS.refund);
    if (!isDecision(input.action)) return invalid(FIELDS.status);
    if (refund.status !== 'pending') {
      return fail(BOOKING_CODES.noOpenRefund, {
        th: 'คำขอคืนเงินนี้ได้รับการพิจารณาแล้ว',
        en: 'This refund request has already been decided.',
        zh: '此退款申请已处理。',
      });
    }
    const at = tick(state.clock);
    refund.status = input.action === 'approve' ? 'refunded' : 'rejected';
    refund.updated_at = at;
    if (input.action === 'approve') {
      const reservation = booking.reservations.find((candidate) => candidate.order_id === refund.order_id);
      if (reservation && reservation.status === 'booked') reservation.status = 'refunded';
    }
    return refund;
  });
}
