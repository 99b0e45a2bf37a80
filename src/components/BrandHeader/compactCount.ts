import { formatDecimal } from '../../format/decimal';
import { toBcp47, type Locale } from '../../format/locale';

const formatters = new Map<Locale, Intl.NumberFormat>();

/**
 * A follower count in the shopper's language, compact above ten thousand ('12K', '1.2万', '1.2 หมื่น'),
 * in full below it ('9,876'). Negative or NaN counts give '0'.
 */
export function compactCount(count: number, locale: Locale): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(count) ? count : 0));
  if (whole < 10_000) return formatDecimal(whole, { maximumFractionDigits: 0 });
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(toBcp47(locale), { notation: 'compact', maximumFractionDigits: 1 });
    formatters.set(locale, formatter);
  }
  return formatter.format(whole);
}
