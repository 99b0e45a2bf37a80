import { describe, expect, it } from 'vitest';
import { formatDecimal, type DecimalOptions } from './decimal';
import { LOCALES, toBcp47, type Locale } from './locale';
import { sampleNumbers } from './testing/sampleNumbers';

/** The options the storefront formats numbers with: counts, ratings, percentages off. */
const OPTIONS: ReadonlyArray<[string, DecimalOptions]> = [
  ['whole counts', { maximumFractionDigits: 0 }],
  ['ratings', { minimumFractionDigits: 1, maximumFractionDigits: 1 }],
  ['percentages off', { maximumFractionDigits: 1, useGrouping: false }],
  ['two decimals at most', { maximumFractionDigits: 2 }],
];

const intl = (value: number, locale: Locale, options: DecimalOptions): string => new Intl.NumberFormat(toBcp47(locale), options).format(value);

describe('formatDecimal', () => {
  describe.each(LOCALES)('%s', (locale: Locale) => {
    it.each(OPTIONS)('writes what Intl.NumberFormat writes for %s', (_name, options) => {
      const values = [...sampleNumbers(), 0, -0, 1, 10, 999, 1000, 12345, 0.95, 4.95, 4.949, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
      const differences = values.map((value) => [value, formatDecimal(value, options), intl(value, locale, options)] as const).filter(([, ours, theirs]) => ours !== theirs);
      expect(differences).toEqual([]);
    });
  });

  it('groups thousands, rounds half away from zero and keeps the decimals asked for', () => {
    expect(formatDecimal(3450, { maximumFractionDigits: 0 })).toBe('3,450');
    expect(formatDecimal(4.25, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('4.3');
    expect(formatDecimal(4, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('4.0');
    expect(formatDecimal(7.5, { maximumFractionDigits: 1, useGrouping: false })).toBe('7.5');
    expect(formatDecimal(12345.04, { maximumFractionDigits: 1, useGrouping: false })).toBe('12345');
    expect(formatDecimal(-0.04, { maximumFractionDigits: 1 })).toBe('-0');
  });
});
