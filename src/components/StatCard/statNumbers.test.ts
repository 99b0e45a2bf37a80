import { describe, expect, it } from 'vitest';
import { formatCount, formatPercentChange, trendOf } from './statNumbers';

describe('trendOf', () => {
  it.each([
    [12, 'up'],
    [0.05, 'up'],
    [0.04, 'flat'],
    [0, 'flat'],
    [-0.04, 'flat'],
    [-3.5, 'down'],
  ])('%d%% is %s', (delta, trend) => {
    expect(trendOf(delta)).toBe(trend);
  });
});

describe('formatPercentChange', () => {
  it('shows the size of the change with at most one decimal', () => {
    expect(formatPercentChange(12, 'en_US')).toBe('12%');
    expect(formatPercentChange(-3.25, 'th_TH')).toBe('3.3%');
    expect(formatPercentChange(150, 'zh_CN')).toBe('150%');
  });
});

describe('formatCount', () => {
  it('groups thousands and drops decimals', () => {
    expect(formatCount(12345, 'th_TH')).toBe('12,345');
    expect(formatCount(12.6, 'en_US')).toBe('13');
    expect(formatCount(Number.NaN, 'en_US')).toBe('');
  });
});
