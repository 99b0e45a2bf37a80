const FULL_WIDTH_ZERO = 0xff10; // '０' … '９' is U+FF10 … U+FF19
const THAI_ZERO = 0x0e50; // '๐' … '๙' is U+0E50 … U+0E59

const NOT_A_DIGIT = /[^0-9\uFF10-\uFF19\u0E50-\u0E59]/gu;
const NON_ASCII_DIGIT = /[\uFF10-\uFF19\u0E50-\u0E59]/gu;

function toAsciiDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  return String(code >= FULL_WIDTH_ZERO ? code - FULL_WIDTH_ZERO : code - THAI_ZERO);
}

/**
 * Numeric input (spec §5): keeps ASCII digits only, then keeps the first `maxLength` of them when
 * given (`maxLength <= 0` gives ''; a fractional one is floored). Full-width digits (Chinese IMEs)
 * and Thai digits ๐-๙ (Thai keyboards) are converted to ASCII first rather than dropped, since
 * shoppers type them meaning the same number. Everything else (spaces, dashes, letters, emoji) goes.
 */
export function keepDigits(value: string, maxLength?: number): string {
  const digits = value.replace(NOT_A_DIGIT, '').replace(NON_ASCII_DIGIT, toAsciiDigit);
  if (maxLength === undefined) return digits;
  const limit = Math.floor(maxLength);
  return limit > 0 ? digits.slice(0, limit) : '';
}
