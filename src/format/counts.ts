import { formatDecimal } from './decimal';
import type { Locale } from './locale';

/** The largest like count shown in full; anything above reads '9999+' (spec §5). */
export const MAX_LIKE_COUNT = 9999;

/** A like count: '' for zero (or negative / NaN), digits up to 9999, then '9999+'. Fractions are floored. */
export function formatLikeCount(count: number): string {
  const whole = Math.floor(count);
  if (!(whole > 0)) return '';
  if (whole > MAX_LIKE_COUNT) return `${MAX_LIKE_COUNT}+`;
  return String(whole);
}

/** A whole count with the locale's grouping (points, stock): 3450 → '3,450'. Fractions are floored; not a number reads '0'. */
export function formatCount(count: number, _locale: Locale): string {
  const whole = Number.isFinite(count) ? Math.floor(count) : 0;
  return formatDecimal(whole, { maximumFractionDigits: 0 });
}
