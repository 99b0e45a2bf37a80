import { describe, expect, it } from 'vitest';
import { formatCount, formatLikeCount } from './counts';

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

describe('formatCount', () => {
  it.each<[number, 'th_TH' | 'en_US' | 'zh_CN', string]>([
    [3450, 'th_TH', '3,450'],
    [3450, 'en_US', '3,450'],
    [1234567, 'zh_CN', '1,234,567'],
    [12.9, 'en_US', '12'],
    [0, 'th_TH', '0'],
    [Number.NaN, 'en_US', '0'],
  ])('%s in %s reads %s', (count, locale, shown) => {
    expect(formatCount(count, locale)).toBe(shown);
  });
});
