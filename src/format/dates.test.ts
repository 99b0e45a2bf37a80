import { describe, expect, it } from 'vitest';
import { formatDate, toDate } from './dates';
import type { DateStyle } from './dates';
import { LOCALES, type Locale } from './locale';

// 2026-01-31 20:30 UTC is already 1 February 2026, 03:30 in Bangkok (UTC+7): the day, the month
// and (for Thai) the Buddhist-era year all come from Bangkok time, not UTC.
const INSTANT = '2026-01-31T20:30:00Z';

const EXPECTED: ReadonlyArray<[Locale, DateStyle, string]> = [
  ['th_TH', 'date', '1 ก.พ. 2569'],
  ['th_TH', 'dateTime', '1 ก.พ. 2569 03:30'],
  ['th_TH', 'time', '03:30'],
  ['th_TH', 'short', '1/2/69'],
  ['en_US', 'date', 'Feb 1, 2026'],
  ['en_US', 'dateTime', 'Feb 1, 2026, 3:30 AM'],
  ['en_US', 'time', '3:30 AM'],
  ['en_US', 'short', '2/1/26'],
  ['zh_CN', 'date', '2026年2月1日'],
  ['zh_CN', 'dateTime', '2026年2月1日 03:30'],
  ['zh_CN', 'time', '03:30'],
  ['zh_CN', 'short', '2026/2/1'],
];

describe('formatDate', () => {
  it.each(EXPECTED)('%s %s → %j', (locale, style, expected) => {
    expect(formatDate(INSTANT, locale, style)).toBe(expected);
  });

  it.each<[Locale, string]>([
    ['th_TH', '1 ก.พ. 2569'],
    ['en_US', 'Feb 1, 2026'],
    ['zh_CN', '2026年2月1日'],
  ])('defaults to the date style (%s)', (locale, expected) => {
    expect(formatDate(INSTANT, locale)).toBe(expected);
  });

  it.each<[string, Date | string | number]>([
    ['a Date', new Date(INSTANT)],
    ['epoch milliseconds', Date.parse(INSTANT)],
    ['an ISO string with an offset', '2026-02-01T03:30:00+07:00'],
    ['a zoneless string (Bangkok wall time)', '2026-02-01 03:30:00'],
    ['a zoneless ISO string (Bangkok wall time)', '2026-02-01T03:30'],
  ])('accepts %s', (_label, input) => {
    expect(formatDate(input, 'en_US', 'dateTime')).toBe('Feb 1, 2026, 3:30 AM');
  });

  it.each<[string, Date | string | number, Locale, DateStyle, string]>([
    ['the last minute of the Bangkok day', '2026-01-31T16:59:00Z', 'en_US', 'dateTime', 'Jan 31, 2026, 11:59 PM'],
    ['the first minute of the Bangkok day', '2026-01-31T17:00:00Z', 'en_US', 'dateTime', 'Feb 1, 2026, 12:00 AM'],
    ['a year rollover in Bangkok (Thai era)', '2025-12-31T17:00:00Z', 'th_TH', 'date', '1 ม.ค. 2569'],
    ['the last Bangkok day of 2025 (Thai era)', '2025-12-31T16:59:59Z', 'th_TH', 'date', '31 ธ.ค. 2568'],
    ['a date-only string as the Bangkok date', '2026-02-01', 'zh_CN', 'dateTime', '2026年2月1日 00:00'],
    ['noon', '2026-06-15T05:00:00Z', 'en_US', 'time', '12:00 PM'],
    ['fractional seconds', '2026-02-01 03:30:59.999', 'th_TH', 'time', '03:30'],
  ])('handles %s', (_label, input, locale, style, expected) => {
    expect(formatDate(input, locale, style)).toBe(expected);
  });

  it.each<[string, Date | string | number]>([
    ['an unparseable string', 'not a date'],
    ['an empty string', ''],
    ['NaN', Number.NaN],
    ['an invalid Date', new Date(Number.NaN)],
    ['a day that does not exist', '2026-02-30'],
    ['a month that does not exist', '2026-13-01 10:00'],
    ['an hour that does not exist', '2026-02-01 24:00'],
  ])('returns an empty string for %s', (_label, input) => {
    for (const style of ['date', 'dateTime', 'time', 'short'] as const) {
      expect(formatDate(input, 'th_TH', style)).toBe('');
    }
  });
});

describe('toDate', () => {
  it.each<[string, string]>([
    ['2026-02-01', '2026-01-31T17:00:00.000Z'],
    ['2026-02-01 03:30', '2026-01-31T20:30:00.000Z'],
    ['2026-02-01T03:30:15', '2026-01-31T20:30:15.000Z'],
    ['2026-02-01 03:30:15.5', '2026-01-31T20:30:15.500Z'],
    ['2026-02-01T03:30:15.123456', '2026-01-31T20:30:15.123Z'],
    ['2026-02-01T03:30:00Z', '2026-02-01T03:30:00.000Z'],
    ['2026-02-01T03:30:00+09:00', '2026-01-31T18:30:00.000Z'],
  ])('%j is the instant %s', (input, iso) => {
    expect(toDate(input).toISOString()).toBe(iso);
  });
});

/** What Intl.DateTimeFormat writes for a style (the options formatDate documents), in Bangkok time. */
const INTL_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  short: { dateStyle: 'short' },
};
const INTL_LOCALES: Record<Locale, string> = { th_TH: 'th-TH-u-ca-buddhist', en_US: 'en-US', zh_CN: 'zh-CN' };

/** A deterministic spread of instants from 1921 to 9999, most around today, with every hour and minute. */
function sampleInstants(): Date[] {
  let seed = 20261126;
  const next = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const instants = [Date.UTC(1921, 0, 1, -7), Date.UTC(9999, 11, 31, 16, 59), Date.UTC(2026, 11, 31, 17), Date.UTC(2024, 1, 28, 17), Date.UTC(2026, 0, 1, 4, 59), Date.UTC(2026, 0, 1, 5)];
  for (let index = 0; index < 1500; index++) {
    const year = index % 10 === 0 ? 1921 + Math.floor(next() * 8078) : 1950 + Math.floor(next() * 150);
    instants.push(Date.UTC(year, 0, 1) + Math.floor(next() * 366 * 24 * 60) * 60_000);
  }
  return instants.map((time) => new Date(time));
}

describe('formatDate against Intl', () => {
  describe.each(LOCALES)('%s', (locale: Locale) => {
    it.each(['date', 'dateTime', 'time', 'short'] as const)('writes what Intl.DateTimeFormat writes for %s', (style) => {
      const intl = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...INTL_OPTIONS[style], timeZone: 'Asia/Bangkok' });
      const differences = sampleInstants()
        .map((instant) => [instant.toISOString(), formatDate(instant, locale, style), intl.format(instant).replace(/\u202f/g, ' ')] as const)
        .filter(([, ours, theirs]) => ours !== theirs);
      expect(differences).toEqual([]);
    });
  });

  it.each([Date.UTC(999, 5, 1), Date.UTC(1900, 5, 1, 20), Date.UTC(1920, 11, 31, 16, 59), Date.UTC(10000, 0, 1)])('leaves the instant %d (outside 1921–9999) to Intl', (time) => {
    const intl = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' });
    expect(formatDate(new Date(time), 'th_TH', 'dateTime')).toBe(intl.format(new Date(time)));
  });
});
