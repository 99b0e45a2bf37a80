import type { ReservationRefundView } from './bookingRefund.types';

/** Statuses under which a request is still open: it may be changed or withdrawn. */
export const CHANGEABLE_STATUSES: readonly string[] = ['pending'];

/** Statuses that mean no request stands (never made, or withdrawn). */
const NO_REQUEST_STATUSES: readonly string[] = ['none', 'cancelled', ''];

export function hasRequest(refund: ReservationRefundView | null): boolean {
  return refund !== null && refund.refundId !== null && !NO_REQUEST_STATUSES.includes(refund.status);
}

export function canChange(refund: ReservationRefundView | null): boolean {
  return refund !== null && CHANGEABLE_STATUSES.includes(refund.status);
}
