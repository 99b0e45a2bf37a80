import type { Locale } from './locale';

export type DateStyle = 'date' | 'dateTime' | 'time' | 'short';

/** Every date is shown in the shop's time zone, wherever the browser is. */
export const SHOP_TIME_ZONE = 'Asia/Bangkok';

/** Bangkok is UTC+7 all year (no daylight saving). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Thai dates use the Buddhist era (2026 CE is 2569 BE), as Thai shoppers read them. */
const INTL_LOCALE: Record<Locale, string> = {
  th_TH: 'th-TH-u-ca-buddhist',
  en_US: 'en-US',
  zh_CN: 'zh-CN',
};

const STYLE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  short: { dateStyle: 'short' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl's formatter, for the years the hand-written formats below do not cover. */
function dateFormatter(locale: Locale, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      ...STYLE_OPTIONS[style],
      timeZone: SHOP_TIME_ZONE,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const TH_MONTHS = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'] as const;
/** The years formatDate writes itself (Bangkok has kept UTC+7 since April 1920). */
const FIRST_WRITTEN_YEAR = 1921;
const LAST_WRITTEN_YEAR = 9999;
/** The Buddhist era counts from 543 BCE. */
const BUDDHIST_ERA_OFFSET = 543;

interface WallTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** Intl's medium and short date and short time patterns of CLDR for each locale, in Bangkok time. */
const PATTERNS: Record<Locale, { date(wall: WallTime): string; short(wall: WallTime): string; time(wall: WallTime): string; joiner: string }> = {
  th_TH: {
    date: ({ year, month, day }) => `${day} ${TH_MONTHS[month - 1] ?? ''} ${year + BUDDHIST_ERA_OFFSET}`,
    short: ({ year, month, day }) => `${day}/${month}/${twoDigits((year + BUDDHIST_ERA_OFFSET) % 100)}`,
    time: ({ hour, minute }) => `${twoDigits(hour)}:${twoDigits(minute)}`,
    joiner: ' ',
  },
  en_US: {
    date: ({ year, month, day }) => `${EN_MONTHS[month - 1] ?? ''} ${day}, ${year}`,
    short: ({ year, month, day }) => `${month}/${day}/${twoDigits(year % 100)}`,
    time: ({ hour, minute }) => `${hour % 12 || 12}:${twoDigits(minute)} ${hour < 12 ? 'AM' : 'PM'}`,
    joiner: ', ',
  },
  zh_CN: {
    date: ({ year, month, day }) => `${year}年${month}月${day}日`,
    short: ({ year, month, day }) => `${year}/${month}/${day}`,
    time: ({ hour, minute }) => `${twoDigits(hour)}:${twoDigits(minute)}`,
    joiner: ' ',
  },
};

// '2026-02-01', '2026-02-01 10:00', '2026-02-01T10:00:00.123' — no zone designator.
const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * A string without a zone ('2026-02-01 10:00:00', as the shop's backend sends) is read as Bangkok
 * wall time, so the result never depends on the machine's own time zone. Anything else (ISO with Z
 * or an offset, epoch milliseconds, a Date) is an instant as Date reads it.
 */
export function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const match = ZONELESS.exec(value.trim());
  if (!match) return new Date(value);
  const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number);
  const millis = Number(ms.padEnd(3, '0'));
  const wall = new Date(Date.UTC(year ?? Number.NaN, (month ?? 0) - 1, day, hour, minute, second, millis));
  // Reject what Date.UTC would roll over: '2026-02-30' is not 2 March, '24:00' is not the next day.
  const exact =
    wall.getUTCFullYear() === year &&
    wall.getUTCMonth() + 1 === month &&
    wall.getUTCDate() === day &&
    wall.getUTCHours() === hour &&
    wall.getUTCMinutes() === minute &&
    wall.getUTCSeconds() === second;
  return exact ? new Date(wall.getTime() - BANGKOK_OFFSET_MS) : new Date(Number.NaN);
}

/**
 * A date in Asia/Bangkok for `locale`, as Intl.DateTimeFormat writes it with the style's options
 * (dates.test.ts checks it against Intl): 'date' (default) '1 ก.พ. 2569' / 'Feb 1, 2026' / '2026年2月1日',
 * 'dateTime' adds the time, 'time' is the time alone, 'short' is numeric. Invalid dates give ''.
 *
 * Written here rather than by Intl for the years 1921–9999: the first date or number format a page
 * creates loads the browser's locale data, a task of 15–25 ms on a fast computer and four times that
 * on a phone, and dates are on the first render of several pages (a product's reviews).
 */
export function formatDate(date: Date | string | number, locale: Locale, style: DateStyle = 'date'): string {
  const instant = toDate(date);
  if (Number.isNaN(instant.getTime())) return '';
  const bangkok = new Date(instant.getTime() + BANGKOK_OFFSET_MS);
  const wall: WallTime = {
    year: bangkok.getUTCFullYear(),
    month: bangkok.getUTCMonth() + 1,
    day: bangkok.getUTCDate(),
    hour: bangkok.getUTCHours(),
    minute: bangkok.getUTCMinutes(),
  };
  // Before 1921 Intl counts Bangkok's local mean time (UTC+6:42) and, before 1582, the Julian
  // calendar; past 9999 it writes more digits: those years are left to it.
  if (wall.year < FIRST_WRITTEN_YEAR || wall.year > LAST_WRITTEN_YEAR) {
    // Some engines put U+202F (narrow no-break space) before AM/PM, others a plain space; one output everywhere.
    return dateFormatter(locale, style).format(instant).replace(/\u202f/g, ' ');
  }
  const patterns = PATTERNS[locale];
  switch (style) {
    case 'date':
      return patterns.date(wall);
    case 'dateTime':
      return `${patterns.date(wall)}${patterns.joiner}${patterns.time(wall)}`;
    case 'time':
      return patterns.time(wall);
    case 'short':
      return patterns.short(wall);
  }
}
