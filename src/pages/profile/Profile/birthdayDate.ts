/** The earliest birthday the shop takes (the backend refuses years before 1900). */
export const EARLIEST_BIRTHDAY = '1900-01-01';

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day in Asia/Bangkok (UTC+7 all year) of an instant, as 'yyyy-mm-dd'. */
export function bangkokToday(now: number): string {
  return new Date(now + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** Year, month (1–12) and day of a real 'yyyy-mm-dd' date, or null ('1997-02-30' is no date). */
export function dateParts(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** A birthday from the backend: a real date from 1900 up to today, else none (a tampered or future value). */
export function birthdayOf(value: string | null | undefined, today: string): string | null {
  if (typeof value !== 'string' || dateParts(value) === null) return null;
  return value >= EARLIEST_BIRTHDAY && value <= today ? value : null;
}
