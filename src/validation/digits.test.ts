import { describe, expect, it } from 'vitest';
import { keepDigits } from './digits';

describe('keepDigits', () => {
  it.each<[string, string]>([
    ['', ''],
    ['0812345678', '0812345678'],
    ['08-1234 5678', '0812345678'],
    ['+66 81 234 5678', '66812345678'],
    ['(081) 234-5678', '0812345678'],
    ['０８１２３４５６７８', '0812345678'], // full-width (Chinese IME)
    ['๐๘๑๒๓๔๕๖๗๘', '0812345678'], // Thai digits (Thai keyboard)
    ['๐8１2-๓4５6', '08123456'], // mixed scripts
    ['12📱34👨‍👩‍👧‍👦56', '123456'],
    ['abc', ''],
    ['หนึ่งสอง', ''],
    ['1.5', '15'],
    ['-42', '42'],
    ['\u00a012\u300034\t', '1234'],
    ['١٢٣', ''], // Arabic-Indic digits are not converted
  ])('%j → %j', (value, expected) => {
    expect(keepDigits(value)).toBe(expected);
  });

  it.each<[string, number | undefined, string]>([
    ['4111 1111 1111 1111 99', 16, '4111111111111111'],
    ['08-1234 5678', 10, '0812345678'],
    ['08-1234 5678', 4, '0812'],
    ['๑๒๓๔๕', 3, '123'],
    ['０１２３', 2, '01'],
    ['12', 4, '12'],
    ['1234', 2.9, '12'],
    ['1234', 0, ''],
    ['1234', -1, ''],
    ['1234', 0.5, ''],
    ['1234', Number.NaN, ''],
    ['1234', Number.POSITIVE_INFINITY, '1234'],
    ['1234', undefined, '1234'],
  ])('%j with maxLength %d → %j', (value, maxLength, expected) => {
    expect(keepDigits(value, maxLength)).toBe(expected);
  });
});
