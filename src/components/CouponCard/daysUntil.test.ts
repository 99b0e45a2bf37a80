import { describe, expect, it } from 'vitest';
import { daysUntil } from './daysUntil';

describe('daysUntil', () => {
  it('counts Bangkok calendar days, not 24-hour spans', () => {
    expect(daysUntil('2026-02-01 23:59', '2026-02-01 00:01')).toBe(0);
    expect(daysUntil('2026-02-02 00:01', '2026-02-01 23:59')).toBe(1);
    expect(daysUntil('2026-02-28 23:59', '2026-02-01 10:00')).toBe(27);
  });

  it('reads instants in Bangkok time: 17:30 UTC is already the next day there', () => {
    expect(daysUntil('2026-02-01T17:30:00Z', '2026-02-01 10:00')).toBe(1);
  });

  it('is negative once the end has passed, NaN for an invalid date', () => {
    expect(daysUntil('2026-01-31 23:59', '2026-02-01 10:00')).toBe(-1);
    expect(daysUntil('nope', '2026-02-01 10:00')).toBeNaN();
  });
});
