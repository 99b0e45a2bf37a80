/**
 * Calendar arithmetic on ISO dates ('yyyy-mm-dd'). A date here is a day on the shop's wall
 * calendar (Asia/Bangkok), never an instant: the helpers compute in UTC so the machine's own time
 * zone and daylight saving cannot shift a day. Pure; no clock is read.
 */

/** 0 = Sunday … 6 = Saturday, as Date#getUTCDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface CalendarDay {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The day an ISO date names, or null when it is malformed or does not exist ('2026-02-30'). */
export function parseIsoDate(iso: string): CalendarDay | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** 'yyyy-mm-dd' for a year, a month (1–12) and a day; months and days outside their range roll over. */
export function toIsoDate(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not.
  date.setUTCFullYear(year, month - 1, day);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** Days in a month (1–12) of a Gregorian year: 28–31. */
export function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

function must(iso: string): CalendarDay {
  const parsed = parseIsoDate(iso);
  if (!parsed) throw new RangeError(`Not an ISO date (yyyy-mm-dd): ${iso}`);
  return parsed;
}

function toUtcMillis({ year, month, day }: CalendarDay): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** The day of the week of an ISO date: 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(iso: string): Weekday {
  return new Date(toUtcMillis(must(iso))).getUTCDay() as Weekday;
}

/** The date `days` days later (earlier when negative). */
export function addDays(iso: string, days: number): string {
  const date = new Date(toUtcMillis(must(iso)) + days * DAY_MS);
  return toIsoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The same day `months` months later (earlier when negative), kept within the target month: 31 Jan + 1 → 28/29 Feb. */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = must(iso);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return toIsoDate(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/** The first day of the week that holds `iso`, for weeks starting on `weekStart`. */
export function startOfWeek(iso: string, weekStart: Weekday): string {
  return addDays(iso, -((dayOfWeek(iso) - weekStart + 7) % 7));
}

/** The last day of the week that holds `iso`, for weeks starting on `weekStart`. */
export function endOfWeek(iso: string, weekStart: Weekday): string {
  return addDays(startOfWeek(iso, weekStart), 6);
}

/** The first day of the month that holds `iso`. */
export function startOfMonth(iso: string): string {
  const { year, month } = must(iso);
  return toIsoDate(year, month, 1);
}

/** Whether two ISO dates fall in the same month of the same year. */
export function isSameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/** `iso` moved into [min, max]; either bound may be absent. ISO dates compare as strings. */
export function clampDate(iso: string, min?: string, max?: string): string {
  if (min !== undefined && iso < min) return min;
  if (max !== undefined && iso > max) return max;
  return iso;
}

/** Whether `iso` lies within [min, max]; either bound may be absent. */
export function isWithin(iso: string, min?: string, max?: string): boolean {
  return (min === undefined || iso >= min) && (max === undefined || iso <= max);
}

/** The weekdays in display order for weeks starting on `weekStart`. */
export function weekdayOrder(weekStart: Weekday): Weekday[] {
  return Array.from({ length: 7 }, (_, i) => ((weekStart + i) % 7) as Weekday);
}

/**
 * The month of `iso` as rows of seven cells, weeks starting on `weekStart`. A cell holds the ISO
 * date of a day in that month, or null for the leading and trailing days of other months.
 * Gives 4 to 6 rows.
 */
export function monthGrid(iso: string, weekStart: Weekday): (string | null)[][] {
  const { year, month } = must(iso);
  const first = toIsoDate(year, month, 1);
  const lead = (dayOfWeek(first) - weekStart + 7) % 7;
  const total = daysInMonth(year, month);
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: total }, (_, i) => toIsoDate(year, month, i + 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const rows: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
  return rows;
}
