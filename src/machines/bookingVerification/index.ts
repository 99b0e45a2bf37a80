export { bookingVerificationMachine } from './bookingVerification.machine';
export type {
  BookingVerificationContext,
  BookingVerificationEmitted,
  BookingVerificationEvent,
  BookingVerificationInput,
  BookingVerificationMachine,
} from './bookingVerification.machine';
export { createBookingVerificationActors, toVoucher } from './bookingVerification.actors';
export type { BookingVerificationActorOptions } from './bookingVerification.actors';
export { ACCOUNT_CENTRE_PATH, isCompleteCode, VOUCHER_CODE_LENGTH } from './bookingVerification.rules';
export type * from './bookingVerification.types';
