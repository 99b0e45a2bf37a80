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
 * A date in Asia/Bangkok for `locale`: 'date' (default) '1 ก.พ. 2569' / 'Feb 1, 2026' / '2026年2月1日',
 * 'dateTime' adds the time, 'time' is the time alone, 'short' is numeric. Invalid dates give ''.
 */
export function formatDate(date: Date | string | number, locale: Locale, style: DateStyle = 'date'): string {
  const instant = toDate(date);
  if (Number.isNaN(instant.getTime())) return '';
  // Some engines put U+202F (narrow no-break space) before AM/PM, others a plain space; one output everywhere.
  return dateFormatter(locale, style).format(instant).replace(/\u202f/g, ' ');
}
