/**
 * Test-only: a deterministic spread of numbers (prices, totals, refunds, counts, ratings, fractions
 * past the last decimal shown, very large and very small), each also rounded to three and two
 * decimals and negated, to check the hand-written number formats against Intl.NumberFormat.
 */
export function sampleNumbers(count = 2000): number[] {
  let seed = 20261126;
  const next = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const numbers: number[] = [1e-7, 2.5e-3, 0.015, 0.05, 0.125, 0.285, 4.35, 4.45, 1.255, 8.675, 9.95, 999.95, 1e15 + 0.5, 123456789.125, 1e20, 9.995e20, 3.5e21];
  for (let index = 0; index < count; index++) {
    const scale = 10 ** Math.floor(next() * 10);
    const value = next() * scale;
    numbers.push(value, Math.round(value * 1000) / 1000, Math.round(value * 100) / 100, -value);
  }
  return numbers;
}
