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
export { ACCOUNT_CENTRE_PATH, codeFromScan, isCompleteCode, scanProblemOf, VOUCHER_CODE_LENGTH } from './bookingVerification.rules';
export type * from './bookingVerification.types';
export { browserCamera, createCameraScanner, SCAN_FRAME_INTERVAL_MS } from './cameraScanner';
export type { CameraDevice, CameraScanner } from './cameraScanner';
