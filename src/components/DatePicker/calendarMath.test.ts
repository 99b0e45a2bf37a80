import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  clampDate,
  dayOfWeek,
  daysInMonth,
  endOfWeek,
  isSameMonth,
  isWithin,
  monthGrid,
  parseIsoDate,
  startOfMonth,
  startOfWeek,
  toIsoDate,
  weekdayOrder,
} from './calendarMath';

const isoDate = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2200, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('daysInMonth', () => {
  it.each([
    [2026, 1, 31],
    [2026, 2, 28],
    [2028, 2, 29],
    [2000, 2, 29],
    [1900, 2, 28],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('parseIsoDate and toIsoDate', () => {
  it('reads a valid date', () => {
    expect(parseIsoDate('2026-02-01')).toEqual({ year: 2026, month: 2, day: 1 });
  });
  it.each(['2026-02-30', '2026-13-01', '2026-00-10', '2026-2-1', '01/02/2026', ''])('rejects %s', (value) => {
    expect(parseIsoDate(value)).toBeNull();
  });
  it('rolls over out-of-range parts and pads', () => {
    expect(toIsoDate(2026, 13, 1)).toBe('2027-01-01');
    expect(toIsoDate(2026, 3, 0)).toBe('2026-02-28');
    expect(toIsoDate(99, 1, 5)).toBe('0099-01-05');
  });
  it('round-trips every date', () => {
    fc.assert(
      fc.property(isoDate, (iso) => {
        const day = parseIsoDate(iso);
        expect(day && toIsoDate(day.year, day.month, day.day)).toBe(iso);
      }),
    );
  });
});

describe('day arithmetic', () => {
  it('knows the weekday (1 Feb 2026 is a Sunday)', () => {
    expect(dayOfWeek('2026-02-01')).toBe(0);
    expect(dayOfWeek('2026-02-02')).toBe(1);
    expect(dayOfWeek('2026-02-28')).toBe(6);
  });
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-02-10', -7)).toBe('2026-02-03');
  });
  it('adding then subtracting days is the identity, and a week keeps the weekday', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -4000, max: 4000 }), (iso, n) => {
        expect(addDays(addDays(iso, n), -n)).toBe(iso);
        expect(dayOfWeek(addDays(iso, 7 * Math.trunc(n / 7)))).toBe(dayOfWeek(iso));
      }),
    );
  });
  it('adds months keeping the day within the target month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
    expect(addMonths('2026-05-20', -12)).toBe('2025-05-20');
  });
  it('always lands in the right month', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -240, max: 240 }), (iso, n) => {
        const from = parseIsoDate(iso);
        const to = parseIsoDate(addMonths(iso, n));
        expect(from && to).toBeTruthy();
        if (from && to) expect(to.year * 12 + to.month - (from.year * 12 + from.month)).toBe(n);
      }),
    );
  });
  it('finds the week start and end for Sunday and Monday weeks', () => {
    // Wednesday 11 Feb 2026.
    expect(startOfWeek('2026-02-11', 0)).toBe('2026-02-08');
    expect(endOfWeek('2026-02-11', 0)).toBe('2026-02-14');
    expect(startOfWeek('2026-02-11', 1)).toBe('2026-02-09');
    expect(endOfWeek('2026-02-11', 1)).toBe('2026-02-15');
    // A Sunday in a Monday week is its last day.
    expect(startOfWeek('2026-02-08', 1)).toBe('2026-02-02');
    expect(endOfWeek('2026-02-08', 1)).toBe('2026-02-08');
  });
  it('gives the start of the month and compares months', () => {
    expect(startOfMonth('2026-02-17')).toBe('2026-02-01');
    expect(isSameMonth('2026-02-01', '2026-02-28')).toBe(true);
    expect(isSameMonth('2026-02-01', '2025-02-01')).toBe(false);
  });
  it('clamps to and tests against optional bounds', () => {
    expect(clampDate('2026-01-01', '2026-02-01', '2026-03-01')).toBe('2026-02-01');
    expect(clampDate('2026-04-01', '2026-02-01', '2026-03-01')).toBe('2026-03-01');
    expect(clampDate('2026-02-15', undefined, undefined)).toBe('2026-02-15');
    expect(isWithin('2026-02-01', '2026-02-01', '2026-02-01')).toBe(true);
    expect(isWithin('2026-02-02', undefined, '2026-02-01')).toBe(false);
  });
  it('throws on a malformed date rather than computing nonsense', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('monthGrid', () => {
  it('lays February 2026 out from Sunday: it starts on a Sunday and fills four rows', () => {
    const rows = monthGrid('2026-02-14', 0);
    expect(rows).toHaveLength(4);
    expect(rows[0]?.[0]).toBe('2026-02-01');
    expect(rows[3]?.[6]).toBe('2026-02-28');
  });
  it('lays February 2026 out from Monday with a leading blank Monday–Saturday', () => {
    const rows = monthGrid('2026-02-14', 1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual([null, null, null, null, null, null, '2026-02-01']);
    expect(rows[4]).toEqual(['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', null]);
  });
  it('holds every day of the month once, in order, in the right column', () => {
    fc.assert(
      fc.property(isoDate, fc.constantFrom(0 as const, 1 as const), (iso, weekStart) => {
        const rows = monthGrid(iso, weekStart);
        expect(rows.length).toBeGreaterThanOrEqual(4);
        expect(rows.length).toBeLessThanOrEqual(6);
        const order = weekdayOrder(weekStart);
        const days: string[] = [];
        for (const row of rows) {
          expect(row).toHaveLength(7);
          row.forEach((cell, column) => {
            if (cell === null) return;
            expect(dayOfWeek(cell)).toBe(order[column]);
            days.push(cell);
          });
        }
        const { year, month } = parseIsoDate(iso) ?? { year: 0, month: 0 };
        expect(days).toHaveLength(daysInMonth(year, month));
        expect(days[0]).toBe(startOfMonth(iso));
      }),
    );
  });
});
