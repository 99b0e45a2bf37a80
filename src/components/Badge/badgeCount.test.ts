import { describe, expect, it } from 'vitest';
import { formatBadgeCount, MAX_BADGE_COUNT } from './badgeCount';

describe('formatBadgeCount', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [Number.NaN, ''],
    [0.5, ''],
    [1, '1'],
    [7.9, '7'],
    [99, '99'],
    [100, '99+'],
    [123456, '99+'],
    [Number.POSITIVE_INFINITY, '99+'],
  ])('%s → %j', (count, shown) => {
    expect(formatBadgeCount(count)).toBe(shown);
  });

  it('caps at a custom maximum', () => {
    expect(formatBadgeCount(10, 9)).toBe('9+');
    expect(formatBadgeCount(9, 9)).toBe('9');
    expect(MAX_BADGE_COUNT).toBe(99);
  });
});
