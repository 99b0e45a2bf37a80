import type { ScanFailure } from './bookingVerification.types';

/** Digits of a voucher or coupon code. */
export const VOUCHER_CODE_LENGTH = 8;

/** spec §4: the 20001 dialog offers live chat or the account centre. */
export const ACCOUNT_CENTRE_PATH = '/m/center.php';

export function isCompleteCode(code: string): boolean {
  return new RegExp(`^[0-9]{${VOUCHER_CODE_LENGTH}}$`).test(code);
}

export function isScanUnavailable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as Partial<ScanFailure>).reason === 'unavailable';
}
