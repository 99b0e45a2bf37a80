/** spec §2 /m/booking/verification: the merchant's counter verification. */
export const VERIFICATION_PATH = '/m/booking/verification';

/** The counter verification with a voucher code to look up at once. */
export const voucherVerificationPath = (code: string) => `${VERIFICATION_PATH}?code=${encodeURIComponent(code)}`;

/**
 * What a shopper's voucher QR code holds: the link to the counter verification with the code, on the
 * shop's origin. A merchant's phone camera opens it with the code looked up; the page's own scanner
 * reads the code from it.
 */
export const voucherVerificationLink = (origin: string, code: string) => `${origin}${voucherVerificationPath(code)}`;
