import { formatDecimal } from '../../format/decimal';
import { toBcp47, type Locale } from '../../format/locale';
import type { StatTrend } from './StatCard.types';

/** 'up', 'down' or 'flat' for a change in percent; changes that round to 0.0% are flat. */
export function trendOf(deltaPercent: number): StatTrend {
  const rounded = Math.round(deltaPercent * 10) / 10;
  if (rounded > 0) return 'up';
  if (rounded < 0) return 'down';
  return 'flat';
}

/** The size of a change, without sign: 12 → '12%', 3.25 → '3.3%' (the sign is said in words). */
export function formatPercentChange(deltaPercent: number, locale: Locale): string {
  return new Intl.NumberFormat(toBcp47(locale), { style: 'percent', maximumFractionDigits: 1 }).format(
    Math.abs(deltaPercent) / 100,
  );
}

/** A whole count with the locale's grouping: 12345 → '12,345'. */
export function formatCount(value: number, _locale: Locale): string {
  if (!Number.isFinite(value)) return '';
  return formatDecimal(value, { maximumFractionDigits: 0 });
}
