import { describe, expect, it } from 'vitest';
import { compactCount } from './compactCount';

describe('compactCount', () => {
  it('is in full below ten thousand', () => {
    expect(compactCount(0, 'en_US')).toBe('0');
    expect(compactCount(9876, 'en_US')).toBe('9,876');
    expect(compactCount(9876, 'th_TH')).toBe('9,876');
  });

  it('is compact from ten thousand, in the shopper language', () => {
    expect(compactCount(12_345, 'en_US')).toBe('12.3K');
    expect(compactCount(1_234_567, 'en_US')).toBe('1.2M');
    expect(compactCount(12_345, 'zh_CN')).toBe('1.2万');
  });

  it('treats negative and non-finite counts as zero', () => {
    expect(compactCount(-3, 'en_US')).toBe('0');
    expect(compactCount(Number.NaN, 'en_US')).toBe('0');
  });
});
