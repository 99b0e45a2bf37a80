export { BookingVerification } from './BookingVerification';
export type { BookingVerificationProps } from './BookingVerification';
export { BookingVerificationView } from './BookingVerificationView';
export type { BookingVerificationActorRef } from './BookingVerificationView';
