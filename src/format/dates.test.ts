import { describe, expect, it } from 'vitest';
import { formatDate, toDate } from './dates';
import type { DateStyle } from './dates';
import type { Locale } from './locale';

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
