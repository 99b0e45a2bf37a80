import { describe, expect, it } from 'vitest';
import { RULE_CHECKS, VALIDATION_RULES, isValidationRule } from './rules';
import type { ValidationRule } from './rules';
import { isValid } from './validate';

const FAMILY = '👨‍👩‍👧‍👦';

// [rule, value, valid?, why]
const TABLE: ReadonlyArray<[ValidationRule, string, boolean, string]> = [
  ['required', 'a', true, 'one letter'],
  ['required', 'กี่', true, 'Thai'],
  ['required', '0', true, 'zero is a value'],
  ['required', '  a  ', true, 'surrounded by spaces'],
  ['required', '', false, 'empty'],
  ['required', '   ', false, 'ASCII spaces'],
  ['required', '\t\n\r', false, 'tabs and line breaks'],
  ['required', '\u3000\u3000', false, 'full-width spaces'],
  ['required', '\u00a0', false, 'NBSP'],
  ['required', '\u200b', false, 'zero-width space'],
  ['required', ' \u3000\u00a0\ufeff ', false, 'mixed whitespace'],

  ['tel', '0812345678', true, '0 + 9 digits'],
  ['tel', '0212345678', true, 'landline-like'],
  ['tel', '', false, 'empty'],
  ['tel', '081234567', false, '0 + 8 digits'],
  ['tel', '08123456789', false, '0 + 10 digits'],
  ['tel', '8123456789', false, 'no leading 0'],
  ['tel', '+66812345678', false, 'international form'],
  ['tel', '081-234-5678', false, 'dashes inside'],
  ['tel', '081 234 5678', false, 'spaces inside'],
  ['tel', ' 0812345678', false, 'leading space'],
  ['tel', '0812345678 ', false, 'trailing space'],
  ['tel', '０８１２３４５６７８', false, 'full-width digits'],
  ['tel', '๐๘๑๒๓๔๕๖๗๘', false, 'Thai digits'],
  ['tel', '0812345678\n', false, 'trailing line break'],

  ['email', 'somchai@example.com', true, 'plain'],
  ['email', 'first.last+shop@mail.example.co.th', true, 'dots, plus, subdomains'],
  ['email', 'a_b-c@x-y.io', true, 'underscore and hyphens'],
  ['email', 'user@xn--o3cw4h', false, 'bare IDN TLD without a domain'],
  ['email', 'user@shop.xn--o3cw4h', true, 'punycode TLD'],
  ['email', '', false, 'empty'],
  ['email', 'somchai', false, 'no @'],
  ['email', 'somchai@', false, 'no domain'],
  ['email', '@example.com', false, 'no local part'],
  ['email', 'somchai@example', false, 'no TLD'],
  ['email', 'somchai@example.c', false, 'one-letter TLD'],
  ['email', 'som chai@example.com', false, 'space inside'],
  ['email', ' somchai@example.com', false, 'leading space'],
  ['email', 'somchai@example.com ', false, 'trailing space'],
  ['email', 'a@b@example.com', false, 'two @'],
  ['email', 'somchai@.example.com', false, 'domain starts with a dot'],
  ['email', 'somchai@example..com', false, 'empty label'],
  ['email', 'somchai@-example.com', false, 'label starts with a hyphen'],
  ['email', 'somchai@example.123', false, 'numeric TLD'],
  ['email', 'สมชาย@example.com', false, 'Thai local part'],
  ['email', 'somchai＠example.com', false, 'full-width @'],

  ['number', '0', true, 'zero'],
  ['number', '42', true, 'integer'],
  ['number', '-42', true, 'negative'],
  ['number', '3.14', true, 'decimal'],
  ['number', '-0.5', true, 'negative decimal'],
  ['number', '007', true, 'leading zeros'],
  ['number', '', false, 'empty'],
  ['number', '-', false, 'minus alone'],
  ['number', '+42', false, 'plus sign'],
  ['number', '.5', false, 'no integer part'],
  ['number', '5.', false, 'no fraction digits'],
  ['number', '1,000', false, 'grouping comma'],
  ['number', '1e5', false, 'exponent'],
  ['number', ' 42', false, 'leading space'],
  ['number', '42 ', false, 'trailing space'],
  ['number', '４２', false, 'full-width digits'],
  ['number', '๔๒', false, 'Thai digits'],
  ['number', 'NaN', false, 'NaN'],
  ['number', 'Infinity', false, 'Infinity'],

  ['cardNumber', '4111111111111111', true, '16 digits'],
  ['cardNumber', '', false, 'empty'],
  ['cardNumber', '411111111111111', false, '15 digits'],
  ['cardNumber', '41111111111111111', false, '17 digits'],
  ['cardNumber', '4111 1111 1111 1111', false, 'grouped with spaces'],
  ['cardNumber', '4111-1111-1111-1111', false, 'grouped with dashes'],
  ['cardNumber', ' 4111111111111111', false, 'leading space'],
  ['cardNumber', '４１１１１１１１１１１１１１１１', false, 'full-width digits'],

  ['securityCode', '123', true, '3 digits'],
  ['securityCode', '1234', true, '4 digits'],
  ['securityCode', '000', true, 'zeros'],
  ['securityCode', '', false, 'empty'],
  ['securityCode', '12', false, '2 digits'],
  ['securityCode', '12345', false, '5 digits'],
  ['securityCode', '12a', false, 'letter'],
  ['securityCode', ' 123', false, 'leading space'],
  ['securityCode', '１２３', false, 'full-width digits'],

  ['expiry', '1228', true, 'MMYY'],
  ['expiry', '0130', true, 'leading zero'],
  ['expiry', '', false, 'empty'],
  ['expiry', '128', false, '3 digits'],
  ['expiry', '12028', false, '5 digits'],
  ['expiry', '12/28', false, 'with slash'],
  ['expiry', '1228 ', false, 'trailing space'],
  ['expiry', '１２２８', false, 'full-width digits'],

  ['min6', 'abcdef', true, '6 letters'],
  ['min6', 'abcdefgh', true, '8 letters'],
  ['min6', 'ab cd ef', true, '6 letters with spaces'],
  ['min6', 'น้ำใจดีมาก', true, 'Thai, 7 graphemes'],
  ['min6', '美妆店会员卡', true, '6 Chinese characters'],
  ['min6', `${FAMILY.repeat(6)}`, true, '6 emoji families'],
  ['min6', '', false, 'empty'],
  ['min6', 'abcde', false, '5 letters'],
  ['min6', 'ab  cd  e', false, '5 letters with spaces'],
  ['min6', '      ', false, '6 spaces'],
  ['min6', 'a\u3000b\u3000c\u3000d\u3000e', false, '5 letters with full-width spaces'],
  ['min6', 'กี่กี่กี่กี่กี่', false, 'Thai, 5 graphemes of 15 code points'],
  ['min6', `${FAMILY.repeat(5)}`, false, '5 emoji families of 35 code points'],

  ['min4', 'abcd', true, '4 letters'],
  ['min4', 'น้ำใจดี', true, 'Thai, 4 graphemes'],
  ['min4', 'ผู้ที่ดี', false, 'Thai, 3 graphemes of 8 code points'],
  ['min4', ' a b c d ', true, '4 letters with spaces'],
  ['min4', '1234', true, '4 digits'],
  ['min4', '', false, 'empty'],
  ['min4', 'abc', false, '3 letters'],
  ['min4', 'ผู้ที่', false, 'Thai, 2 graphemes of 6 code points'],
  ['min4', 'e\u0301e\u0301e\u0301', false, '3 accented letters of 6 code points'],
  ['min4', '\u00a0\u00a0\u00a0\u00a0', false, '4 NBSP'],
];

describe('validation rules', () => {
  it.each(TABLE)('%s %j → %s (%s)', (rule, value, expected) => {
    expect(isValid(rule, value)).toBe(expected);
  });

  it('tests every rule with at least one valid and one invalid value', () => {
    for (const rule of VALIDATION_RULES) {
      const rows = TABLE.filter(([r]) => r === rule);
      expect(rows.some(([, , valid]) => valid), rule).toBe(true);
      expect(rows.some(([, , valid]) => !valid), rule).toBe(true);
    }
  });

  it.each(VALIDATION_RULES)('%s fails for an empty value', (rule) => {
    expect(isValid(rule, '')).toBe(false);
  });

  it('has a check for exactly the listed rules', () => {
    expect(Object.keys(RULE_CHECKS).sort()).toEqual([...VALIDATION_RULES].sort());
  });
});

describe('isValidationRule', () => {
  it.each<[unknown, boolean]>([
    ['required', true],
    ['min4', true],
    ['min5', false],
    ['Required', false],
    ['', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isValidationRule(value)).toBe(expected);
  });
});
