import { describe, expect, it } from 'vitest';
import { formatFullDate, formatMonthYear, weekdayNames } from './calendarFormat';

describe('calendar names', () => {
  it('shows the Buddhist era year in Thai and the Gregorian year elsewhere', () => {
    expect(formatMonthYear('2026-02-14', 'th_TH')).toBe('กุมภาพันธ์ 2569');
    expect(formatMonthYear('2026-02-14', 'en_US')).toBe('February 2026');
    expect(formatMonthYear('2026-02-14', 'zh_CN')).toBe('2026年2月');
  });
  it('names the whole day for screen readers, in Bangkok whatever the machine zone', () => {
    expect(formatFullDate('2026-02-01', 'th_TH')).toBe('วันอาทิตย์ที่ 1 กุมภาพันธ์ พ.ศ. 2569');
    expect(formatFullDate('2026-02-01', 'en_US')).toBe('Sunday, February 1, 2026');
    expect(formatFullDate('2026-02-01', 'zh_CN')).toBe('2026年2月1日星期日');
    // The last and first day of a year stay on their own day.
    expect(formatFullDate('2026-12-31', 'en_US')).toBe('Thursday, December 31, 2026');
    expect(formatFullDate('2027-01-01', 'en_US')).toBe('Friday, January 1, 2027');
  });
  it('gives short column headings and long names', () => {
    expect(weekdayNames(0, 'th_TH')).toEqual({ short: 'อา', long: 'วันอาทิตย์' });
    expect(weekdayNames(1, 'en_US')).toEqual({ short: 'Mon', long: 'Monday' });
    expect(weekdayNames(6, 'zh_CN')).toEqual({ short: '六', long: '星期六' });
  });
});
