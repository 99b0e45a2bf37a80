export { bookingRefundMachine } from './bookingRefund.machine';
export type {
  BookingRefundContext,
  BookingRefundEmitted,
  BookingRefundEvent,
  BookingRefundInput,
  BookingRefundLiveChat,
  BookingRefundMachine,
} from './bookingRefund.machine';
export { createBookingRefundActors } from './bookingRefund.actors';
export { canChange as canChangeReservationRefund, hasRequest as hasReservationRefund } from './bookingRefund.rules';
export type * from './bookingRefund.types';
