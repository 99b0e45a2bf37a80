import type { ScanFailure, ScanProblem } from './bookingVerification.types';

/** Digits of a voucher or coupon code. */
export const VOUCHER_CODE_LENGTH = 8;

/** spec §4: the 20001 dialog offers live chat or the account centre. */
export const ACCOUNT_CENTRE_PATH = '/m/center.php';

export function isCompleteCode(code: string): boolean {
  return new RegExp(`^[0-9]{${VOUCHER_CODE_LENGTH}}$`).test(code);
}

/** The scan's failure as the screen tells it (null: the merchant closed the scanner, nothing to say). */
export function scanProblemOf(error: unknown): ScanProblem | null {
  const reason = typeof error === 'object' && error !== null ? (error as Partial<ScanFailure>).reason : undefined;
  return reason === 'unavailable' || reason === 'denied' ? reason : null;
}

/**
 * The code a scanned or pasted text holds: the voucher code itself (spaces and dashes ignored;
 * full-width digits read as digits), or a link whose `code` parameter is the code (the shopper's QR
 * holds the link to the verification page). Anything else, null.
 */
export function codeFromScan(text: string): string | null {
  const trimmed = text.normalize('NFKC').trim();
  if (trimmed.length > 2048) return null;
  const plain = trimmed.replace(/[\s-]/g, '');
  if (isCompleteCode(plain)) return plain;
  const linked = /[?&]code=([^&#]*)/.exec(trimmed)?.[1];
  if (linked === undefined) return null;
  let value: string;
  try {
    value = decodeURIComponent(linked).replace(/[\s-]/g, '');
  } catch {
    return null;
  }
  return isCompleteCode(value) ? value : null;
}
