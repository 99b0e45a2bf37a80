import { describe, expect, it } from 'vitest';
import { incomeBuckets, periodOf, type Payout } from './incomeBuckets';

const payout = (createdAt: string, amount: number): Payout => ({ id: createdAt, title: 'x', amount, settled: false, at: createdAt, createdAt });
const payouts = [payout('2025-03-14 10:31:00', 298), payout('2025-03-07 09:15:00', 1490), payout('2025-03-01 09:15:00', 1200), payout('2025-02-20 09:15:00', 890), payout('2025-03-14 12:00:00', 0.1)];

describe('incomeBuckets', () => {
  it('sums by day, oldest first', () => {
    expect(incomeBuckets(payouts, 'day')).toEqual([
      { start: '2025-02-20', amount: 890 },
      { start: '2025-03-01', amount: 1200 },
      { start: '2025-03-07', amount: 1490 },
      { start: '2025-03-14', amount: 298.1 },
    ]);
  });

  it('sums by ISO week (from Monday) and by month', () => {
    expect(incomeBuckets(payouts, 'week').map((bucket) => bucket.start)).toEqual(['2025-02-17', '2025-02-24', '2025-03-03', '2025-03-10']);
    expect(incomeBuckets(payouts, 'month')).toEqual([
      { start: '2025-02-01', amount: 890 },
      { start: '2025-03-01', amount: 2988.1 },
    ]);
  });

  it('keeps the latest periods only', () => {
    expect(incomeBuckets(payouts, 'day', 2).map((bucket) => bucket.start)).toEqual(['2025-03-07', '2025-03-14']);
  });

  it('reads a hostile or missing period as by day', () => {
    expect(periodOf('<script>')).toBe('day');
    expect(periodOf(null)).toBe('day');
    expect(periodOf('month')).toBe('month');
  });
});
