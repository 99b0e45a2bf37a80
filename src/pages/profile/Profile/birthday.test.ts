import { describe, expect, it } from 'vitest';
import { bangkokToday, birthdayOf, birthdayYears, formatBirthday, monthName, shownYear, withMonth, withYear } from './birthday';

const TODAY = '2025-03-14';

describe('birthdays', () => {
  it('show the Buddhist era in Thai and the Gregorian year in English and Chinese', () => {
    expect(shownYear(1997, 'th_TH')).toBe(2540);
    expect(shownYear(1997, 'en_US')).toBe(1997);
    expect(shownYear(1997, 'zh_CN')).toBe(1997);
    expect(formatBirthday('1997-05-20', 'th_TH')).toBe('20 พฤษภาคม 2540');
    expect(formatBirthday('1997-05-20', 'en_US')).toBe('May 20, 1997');
    expect(formatBirthday('1997-05-20', 'zh_CN')).toBe('1997年5月20日');
    expect(monthName(5, 'th_TH')).toBe('พฤษภาคม');
    expect(monthName(12, 'en_US')).toBe('December');
  });

  it('take only real dates from 1900 to today from the backend', () => {
    expect(birthdayOf('1997-05-20', TODAY)).toBe('1997-05-20');
    for (const bad of ['1997-02-30', '2026-01-01', '1899-12-31', '20/05/1997', '<img>', '', null, undefined]) expect(birthdayOf(bad, TODAY)).toBeNull();
  });

  it('change the year or month keeping the day where the month has it, never after today', () => {
    expect(withYear('1996-02-29', 1997, TODAY)).toBe('1997-02-28');
    expect(withYear(null, 1997, TODAY)).toBe('1997-01-01');
    expect(withYear('1997-12-25', 2025, TODAY)).toBe(TODAY);
    expect(withMonth('1997-01-31', 4, 2000, TODAY)).toBe('1997-04-30');
    expect(withMonth(null, 6, 1997, TODAY)).toBe('1997-06-01');
  });

  it('offer the years from this one back to 1900, and know the day in Bangkok', () => {
    const years = birthdayYears(TODAY);
    expect([years[0], years.at(-1), years.length]).toEqual([2025, 1900, 126]);
    // 20:00 UTC on 13 March is already 14 March in Bangkok.
    expect(bangkokToday(Date.UTC(2025, 2, 13, 20, 0))).toBe('2025-03-14');
  });
});
