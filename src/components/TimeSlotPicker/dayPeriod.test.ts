import { describe, expect, it } from 'vitest';
import { dayPeriodOf, groupByPeriod } from './dayPeriod';

describe('dayPeriodOf', () => {
  it.each([
    ['00:00', 'morning'],
    ['09:30', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['16:45', 'afternoon'],
    ['17:00', 'evening'],
    ['23:30', 'evening'],
  ])('%s is %s', (start, period) => {
    expect(dayPeriodOf(start)).toBe(period);
  });
});

describe('groupByPeriod', () => {
  it('groups in day order, keeps the given order within a group and drops empty periods', () => {
    const slot = (start: string) => ({ start, end: start, available: true });
    expect(groupByPeriod([slot('18:00'), slot('10:00'), slot('09:00')])).toEqual([
      { period: 'morning', slots: [slot('10:00'), slot('09:00')] },
      { period: 'evening', slots: [slot('18:00')] },
    ]);
    expect(groupByPeriod([])).toEqual([]);
  });
});
