import { grouped, roundedDigits } from './decimal';
import type { Locale } from './locale';

export const BAHT_SYMBOL = '฿';

/**
 * An amount in THB with the baht symbol in every locale: '฿1,234', '฿1,234.50', '-฿1,234.50'.
 * Whole amounts (after rounding to two decimals) have no decimals. Non-finite input gives ''.
 *
 * Thai, English and Chinese write baht amounts alike (Latin digits, ',' groups, '.' decimals, '-'
 * before '฿'), so the locale does not change the text. It is written here rather than by
 * Intl.NumberFormat (see decimal.ts). The rounding is Intl's: the amount's shortest decimal form rounded to
 * satang, half away from zero (1.005 → 1.01), as money.test.ts checks against Intl.
 */
export function formatMoney(amount: number, _locale: Locale): string {
  if (!Number.isFinite(amount)) return '';
  const { whole: baht, fraction: cents } = roundedDigits(Math.abs(amount), 2);
  const sign = amount < 0 && /[1-9]/.test(baht + cents) ? '-' : '';
  return `${sign}${BAHT_SYMBOL}${grouped(baht)}${cents === '00' ? '' : `.${cents}`}`;
}
