import { describe, expect, it } from 'vitest';
import { LOCALES, toBcp47 } from './locale';
import type { Locale } from './locale';
import { BAHT_SYMBOL, formatMoney } from './money';
import { sampleNumbers } from './testing/sampleNumbers';

// The three locales print the same shape for THB: '฿' first, ',' groups, '.' decimals, '-' before '฿'.
const CASES: ReadonlyArray<[number, string]> = [
  [1234, '฿1,234'],
  [1234.5, '฿1,234.50'],
  [1234.56, '฿1,234.56'],
  [0, '฿0'],
  [-0, '฿0'],
  [1, '฿1'],
  [0.5, '฿0.50'],
  [99.9, '฿99.90'],
  [999, '฿999'],
  [1000, '฿1,000'],
  [-1234.5, '-฿1,234.50'],
  [-50, '-฿50'],
  // Rounded to satang, half away from zero; a result that rounds to a whole amount loses '.00'.
  [0.005, '฿0.01'],
  [0.004, '฿0'],
  [-0.004, '฿0'],
  [1.005, '฿1.01'],
  [1234.999, '฿1,235'],
  [19.995, '฿20'],
  [1234567.89, '฿1,234,567.89'],
  [1234567890, '฿1,234,567,890'],
  [9007199254740991, '฿9,007,199,254,740,991'],
  [1e21, '฿1,000,000,000,000,000,000,000'],
];

/** What Intl.NumberFormat writes, with its currency part replaced by the baht symbol. */
function intlMoney(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(toBcp47(locale), {
    style: 'currency',
    currency: 'THB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    trailingZeroDisplay: 'stripIfInteger',
    signDisplay: 'negative',
  })
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? BAHT_SYMBOL : part.value))
    .join('');
}

describe('formatMoney', () => {
  it.each(LOCALES)('writes what Intl.NumberFormat writes for THB in %s', (locale: Locale) => {
    const differences = sampleNumbers()
      .map((amount) => [amount, formatMoney(amount, locale), intlMoney(amount, locale)] as const)
      .filter(([, ours, intl]) => ours !== intl);
    expect(differences).toEqual([]);
  });

  describe.each(LOCALES)('%s', (locale: Locale) => {
    it.each(CASES)('%d → %s', (amount, expected) => {
      expect(formatMoney(amount, locale)).toBe(expected);
    });

    it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('%d → empty string', (amount) => {
      expect(formatMoney(amount, locale)).toBe('');
    });

    it('always uses the baht symbol, never THB or TH฿', () => {
      const text = formatMoney(42, locale);
      expect(text).toContain('฿');
      expect(text).not.toContain('THB');
      expect(text).not.toContain('TH฿');
    });
  });
});
