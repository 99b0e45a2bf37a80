import type { IncomeLine } from '../../../api';

/** How the chart groups the income. */
export const INCOME_PERIODS = ['day', 'week', 'month'] as const;
export type IncomePeriod = (typeof INCOME_PERIODS)[number];

/** A `?period=` value, or the first period for a missing or hostile one. */
export function periodOf(value: string | null): IncomePeriod {
  return (INCOME_PERIODS as readonly string[]).includes(value ?? '') ? (value as IncomePeriod) : 'day';
}

/** One payout line as the page shows it. */
export interface Payout {
  readonly id: string;
  readonly title: string;
  readonly amount: number;
  readonly settled: boolean;
  /** When it was paid out (settled) or earned (pending): `YYYY-MM-DD HH:mm:ss`. */
  readonly at: string;
  readonly createdAt: string;
}

export function toPayout(line: IncomeLine): Payout {
  const settled = line.status === 'settled';
  return { id: String(line.id), title: String(line.title), amount: Number(line.amount), settled, at: (settled && line.settled_at) || line.created_at, createdAt: line.created_at };
}

/** One bar of the chart: the period's first day (`YYYY-MM-DD`) and the income earned in it. */
export interface IncomeBucket {
  readonly start: string;
  readonly amount: number;
}

/** The Monday of a `YYYY-MM-DD` day (ISO weeks), as `YYYY-MM-DD`; computed in UTC so the day never shifts. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const back = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - back);
  return date.toISOString().slice(0, 10);
}

function startOf(createdAt: string, period: IncomePeriod): string {
  const day = createdAt.slice(0, 10);
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  return period === 'week' ? mondayOf(day) : day;
}

/** The income per day, week or month, oldest first, the latest `most` periods that had income. Pure. */
export function incomeBuckets(payouts: readonly Payout[], period: IncomePeriod, most = 7): IncomeBucket[] {
  const sums = new Map<string, number>();
  for (const payout of payouts) {
    const start = startOf(payout.createdAt, period);
    sums.set(start, (sums.get(start) ?? 0) + payout.amount);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(-most)
    .map(([start, amount]) => ({ start, amount: Math.round(amount * 100) / 100 }));
}
