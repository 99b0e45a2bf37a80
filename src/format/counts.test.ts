import { describe, expect, it } from 'vitest';
import { formatLikeCount } from './counts';

describe('formatLikeCount', () => {
  it.each<[number, string]>([
    [0, ''],
    [-0, ''],
    [-1, ''],
    [-10000, ''],
    [Number.NaN, ''],
    [Number.NEGATIVE_INFINITY, ''],
    [0.9, ''],
    [1, '1'],
    [1.99, '1'],
    [42, '42'],
    [1000, '1000'],
    [9999, '9999'],
    [9999.9, '9999'],
    [10000, '9999+'],
    [123456, '9999+'],
    [Number.POSITIVE_INFINITY, '9999+'],
  ])('%d → %j', (count, expected) => {
    expect(formatLikeCount(count)).toBe(expected);
  });
});
