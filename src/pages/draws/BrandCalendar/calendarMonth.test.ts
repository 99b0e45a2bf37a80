import { describe, expect, it } from 'vitest';
import { monthLabel, monthOf, shiftMonth } from './calendarMonth';

describe('calendar month', () => {
  it('reads only YYYY-MM', () => {
    expect(monthOf('2025-03')).toBe('2025-03');
    expect(monthOf('2025-13')).toBeNull();
    expect(monthOf('<script>')).toBeNull();
    expect(monthOf(null)).toBeNull();
  });

  it('moves across years', () => {
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
  });

  it('names the month in the Buddhist era in Thai', () => {
    expect(monthLabel('2025-03', 'th_TH')).toBe('มีนาคม 2568');
    expect(monthLabel('2025-03', 'en_US')).toBe('March 2025');
    expect(monthLabel('2025-03', 'zh_CN')).toBe('2025年3月');
  });
});
