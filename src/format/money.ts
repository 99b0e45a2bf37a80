import type { Locale } from './locale';

export const BAHT_SYMBOL = '฿';

/** A non-negative number's decimal digits as `String(number)` writes them (its shortest form), split at the point. */
function decimalParts(value: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponentText] = String(value).split('e');
  const [integerDigits = '0', fractionDigits = ''] = mantissa.split('.');
  const digits = integerDigits + fractionDigits;
  const point = integerDigits.length + Number(exponentText ?? 0);
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** One more in the last place of a string of digits ('199' → '200', '99' → '100'). */
function incremented(digits: string): string {
  let carried = '';
  for (let index = digits.length - 1; index >= 0; index--) {
    const digit = digits.charCodeAt(index) - 48;
    if (digit < 9) return digits.slice(0, index) + String(digit + 1) + carried;
    carried = `0${carried}`;
  }
  return `1${carried}`;
}

const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * An amount in THB with the baht symbol in every locale: '฿1,234', '฿1,234.50', '-฿1,234.50'.
 * Whole amounts (after rounding to two decimals) have no decimals. Non-finite input gives ''.
 *
 * Thai, English and Chinese write baht amounts alike (Latin digits, ',' groups, '.' decimals, '-'
 * before '฿'), so the locale does not change the text. It is written here rather than by
 * Intl.NumberFormat: the first number format a page creates loads the browser's number data, a task
 * of about 15 ms on a fast computer and four times that on a phone, and amounts are on the first
 * render of most pages. The rounding is Intl's: the amount's shortest decimal form rounded to
 * satang, half away from zero (1.005 → 1.01), as money.test.ts checks against Intl.
 */
export function formatMoney(amount: number, _locale: Locale): string {
  if (!Number.isFinite(amount)) return '';
  const { whole, fraction } = decimalParts(Math.abs(amount));
  let satang = `${whole}${fraction.padEnd(2, '0').slice(0, 2)}`;
  if ((fraction[2] ?? '0') >= '5') satang = incremented(satang);
  const baht = satang.slice(0, -2).replace(/^0+(?=\d)/, '') || '0';
  const cents = satang.slice(-2);
  const sign = amount < 0 && /[1-9]/.test(satang) ? '-' : '';
  return `${sign}${BAHT_SYMBOL}${baht.replace(GROUPS, ',')}${cents === '00' ? '' : `.${cents}`}`;
}
