import type { Locale } from '../../../format/locale';
import { dateParts, EARLIEST_BIRTHDAY } from './birthdayDate';

export { bangkokToday, birthdayOf, dateParts, EARLIEST_BIRTHDAY } from './birthdayDate';

/** Thai shows the Buddhist era (1997 CE is 2540 BE), as every Thai date of the shop does. */
const BUDDHIST_ERA_OFFSET = 543;

const CALENDAR_LOCALE: Record<Locale, string> = {
  th_TH: 'th-TH-u-ca-buddhist',
  en_US: 'en-US',
  zh_CN: 'zh-CN',
};

const pad = (value: number) => String(value).padStart(2, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date of `year`-`month` with the day kept where the month has it (31 → 30 in April). */
function dateIn(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`;
}

/** Never after `today` nor before the earliest birthday. */
function clamp(value: string, today: string): string {
  return value > today ? today : value < EARLIEST_BIRTHDAY ? EARLIEST_BIRTHDAY : value;
}

/** The birthday with another year (month and day kept; 1 January when none was chosen). */
export function withYear(birthday: string | null, year: number, today: string): string {
  const parts = birthday ? dateParts(birthday) : null;
  return clamp(dateIn(year, parts?.month ?? 1, parts?.day ?? 1), today);
}

/** The birthday in another month (year and day kept; the first of the month when none was chosen). */
export function withMonth(birthday: string | null, month: number, fallbackYear: number, today: string): string {
  const parts = birthday ? dateParts(birthday) : null;
  return clamp(dateIn(parts?.year ?? fallbackYear, month, parts?.day ?? 1), today);
}

/** The year as the shopper reads it: Buddhist era in Thai (2540), Gregorian otherwise (1997). */
export function shownYear(year: number, locale: Locale): number {
  return locale === 'th_TH' ? year + BUDDHIST_ERA_OFFSET : year;
}

/** Every year a birthday may fall in, newest first. */
export function birthdayYears(today: string): number[] {
  const last = Number(today.slice(0, 4));
  const first = Number(EARLIEST_BIRTHDAY.slice(0, 4));
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, style: 'date' | 'month'): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions = style === 'date' ? { dateStyle: 'long' } : { month: 'long' };
    // A birthday is a calendar day, not an instant: read and written in UTC so no zone moves it.
    found = new Intl.DateTimeFormat(CALENDAR_LOCALE[locale], { ...options, timeZone: 'UTC' });
    formatters.set(key, found);
  }
  return found;
}

/** '20 พฤษภาคม 2540' / 'May 20, 1997' / '1997年5月20日'; '' for no date. */
export function formatBirthday(iso: string, locale: Locale): string {
  const parts = dateParts(iso);
  return parts ? formatter(locale, 'date').format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day))) : '';
}

/** The name of a month (1–12): 'พฤษภาคม' / 'May' / '五月'. */
export function monthName(month: number, locale: Locale): string {
  return formatter(locale, 'month').format(new Date(Date.UTC(2000, month - 1, 1)));
}
