import { toBcp47 } from './locale';
import type { Locale } from './locale';

export const BAHT_SYMBOL = '฿';

const formatters = new Map<Locale, Intl.NumberFormat>();

function moneyFormatter(locale: Locale): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(toBcp47(locale), {
      style: 'currency',
      currency: 'THB',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // Rounded to satang first; '.00' is then dropped, so 1234 → ฿1,234 but 1234.5 → ฿1,234.50.
      trailingZeroDisplay: 'stripIfInteger',
      // No '-฿0' for -0 or for amounts that round to zero.
      signDisplay: 'negative',
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * An amount in THB with the baht symbol in every locale: '฿1,234', '฿1,234.50', '-฿1,234.50'.
 * Whole amounts (after rounding to two decimals) have no decimals. Non-finite input gives ''.
 */
export function formatMoney(amount: number, locale: Locale): string {
  if (!Number.isFinite(amount)) return '';
  // The currency part is replaced so that no ICU build can print 'THB' or 'TH฿' instead of '฿'.
  return moneyFormatter(locale)
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? BAHT_SYMBOL : part.value))
    .join('');
}
