import { describe, expect, it } from 'vitest';
import { formatThaiMobile } from './formatThaiMobile';

describe('formatThaiMobile', () => {
  it.each<[string, string]>([
    ['', ''],
    ['0', '0'],
    ['081', '081'],
    ['0812', '081-2'],
    ['081234', '081-234'],
    ['0812345', '081-234-5'],
    ['0812345678', '081-234-5678'],
    ['08123456789', '081-234-5678'],
  ])('%j → %j', (digits, expected) => {
    expect(formatThaiMobile(digits)).toBe(expected);
  });
});
