/**
 * Decimal numbers as Intl.NumberFormat writes them in Thai, English and Chinese, which write them
 * alike (Latin digits, ',' between groups of three, '.' before the decimals, '-' before a negative),
 * written here rather than by Intl: the first number or date format a page creates loads the
 * browser's locale data, a task of 15–25 ms on a fast computer and four times that on a phone, and
 * numbers are on the first render of many pages. decimal.test.ts checks the output against Intl.
 */

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

/**
 * A non-negative number's digits rounded to `places` decimals, half away from zero on its shortest
 * decimal form (as Intl rounds: 1.005 → 1.01): the whole part and exactly `places` decimals.
 */
export function roundedDigits(value: number, places: number): { whole: string; fraction: string } {
  const { whole, fraction } = decimalParts(value);
  let digits = `${whole}${fraction.padEnd(places, '0').slice(0, places)}`;
  if ((fraction[places] ?? '0') >= '5') digits = incremented(digits);
  const wholeDigits = (places === 0 ? digits : digits.slice(0, -places)).replace(/^0+(?=\d)/, '') || '0';
  return { whole: wholeDigits, fraction: places === 0 ? '' : digits.slice(-places) };
}

/** Puts ',' between groups of three digits. */
export function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export interface DecimalOptions {
  /** Decimals always written (default 0). */
  readonly minimumFractionDigits?: number;
  /** Decimals at most, rounded half away from zero; zeros past the minimum are dropped. */
  readonly maximumFractionDigits: number;
  /** ',' between groups of three (default true). */
  readonly useGrouping?: boolean;
}

/**
 * `value` as `new Intl.NumberFormat(locale, options).format(value)` writes it for th-TH, en-US and
 * zh-CN: 1234.56 with at most one decimal → '1,234.6'. Not a number gives 'NaN', infinities '∞'
 * and '-∞', as Intl does; -0 and negatives that round to zero keep their '-' ('-0'), as Intl does.
 */
export function formatDecimal(value: number, { minimumFractionDigits = 0, maximumFractionDigits, useGrouping = true }: DecimalOptions): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const rounded = roundedDigits(Math.abs(value), maximumFractionDigits);
  const fraction = rounded.fraction.slice(0, Math.max(minimumFractionDigits, rounded.fraction.replace(/0+$/, '').length));
  const whole = useGrouping ? grouped(rounded.whole) : rounded.whole;
  return `${sign}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}
