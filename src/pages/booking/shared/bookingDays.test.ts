import { describe, expect, it } from 'vitest';
import { chosenDay } from '../ServiceAtStore/serviceAtStoreLoader';
import { slotsOf } from '../ServiceAtStore/slotsOf';
import { bookingHomeQuery } from '../BookingHome/bookingHomeLoader';
import { addDays, addMinutes, isDay, weekdayOf } from './bookingDays';
import { cleanQueryValue } from './bookingPaths';

describe('booking days', () => {
  it('reads real days only and counts days and minutes', () => {
    expect(isDay('2025-03-14')).toBe(true);
    expect(isDay('2025-02-30')).toBe(false);
    expect(isDay('<script>')).toBe(false);
    expect(addDays('2025-03-14', 18)).toBe('2025-04-01');
    expect(weekdayOf('2025-03-16')).toBe(7);
    expect(addMinutes('11:00', 90)).toBe('12:30');
  });

  it('keeps a chosen day within today and the bookable range, else today', () => {
    expect(chosenDay('2025-03-20', '2025-03-14')).toBe('2025-03-20');
    expect(chosenDay('2025-03-13', '2025-03-14')).toBe('2025-03-14');
    expect(chosenDay('2099-01-01', '2025-03-14')).toBe('2025-03-14');
    expect(chosenDay(null, '2025-03-14')).toBe('2025-03-14');
  });
});

describe('query values', () => {
  it('ignores empty, long and markup values', () => {
    expect(cleanQueryValue('  spa ', 50)).toBe('spa');
    expect(cleanQueryValue('x'.repeat(51), 50)).toBeNull();
    expect(cleanQueryValue('<b>', 50)).toBeNull();
    expect(cleanQueryValue('a\u0000b', 50)).toBeNull();
    expect(bookingHomeQuery(new URL('https://shop.test/m/booking?category=2%27%20or&q=nails&province=%E0%B8%A0%E0%B8%B9%E0%B9%80%E0%B8%81%E0%B9%87%E0%B8%95'))).toEqual({
      category: null,
      keyword: 'nails',
      province: 'ภูเก็ต',
    });
  });
});

describe('slotsOf', () => {
  it('ends each slot after the service and gives the reason of an unavailable one', () => {
    expect(
      slotsOf(
        [
          { time: '10:00', capacity: 2, remaining: 2, available: false },
          { time: '11:00', capacity: 2, remaining: 0, available: false },
          { time: '12:00', capacity: 2, remaining: 1, available: true },
        ],
        90,
      ),
    ).toEqual([
      { start: '10:00', end: '11:30', available: false, remaining: 2, reason: 'past' },
      { start: '11:00', end: '12:30', available: false, remaining: 0, reason: 'full' },
      { start: '12:00', end: '13:30', available: true, remaining: 1 },
    ]);
  });
});
