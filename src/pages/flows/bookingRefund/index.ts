export { BookingRefund } from './BookingRefund';
export type { BookingRefundProps } from './BookingRefund';
export { BookingRefundView } from './BookingRefundView';
export type { BookingRefundActorRef } from './BookingRefundView';
