import { describe, expect, it } from 'vitest';
import { LOCALES } from '../format/locale';
import type { Locale } from '../format/locale';
import enUS from '../i18n/locales/en_US/validation.json';
import thTH from '../i18n/locales/th_TH/validation.json';
import zhCN from '../i18n/locales/zh_CN/validation.json';
import { VALIDATION_MESSAGES } from './messages';
import { VALIDATION_RULES } from './rules';
import type { ValidationRule } from './rules';
import { validate } from './validate';

// Spec §5, word for word.
const SPEC_ZH: Record<ValidationRule, string> = {
  required: '必填项不能为空',
  tel: '手机号格式不正确',
  email: '邮箱格式不正确',
  number: '不是数字',
  cardNumber: '卡号必须是16位数',
  securityCode: '安全码通常为3位或4位数字。',
  expiry: '请输入正确的银行卡有效期',
  min6: '不能少于6位',
  min4: '不能少于4位',
};

const INVALID_SAMPLE: Record<ValidationRule, string> = {
  required: '',
  tel: '081-234-5678',
  email: 'somchai@',
  number: 'abc',
  cardNumber: '4111',
  securityCode: '12',
  expiry: '12/28',
  min6: 'abc',
  min4: 'abc',
};

const VALID_SAMPLE: Record<ValidationRule, string> = {
  required: 'a',
  tel: '0812345678',
  email: 'somchai@example.com',
  number: '-3.5',
  cardNumber: '4111111111111111',
  securityCode: '123',
  expiry: '1228',
  min6: 'abcdef',
  min4: 'abcd',
};

describe('validate', () => {
  it.each(VALIDATION_RULES)('zh_CN message for %s is the spec text', (rule) => {
    expect(validate(rule, INVALID_SAMPLE[rule], 'zh_CN')).toBe(SPEC_ZH[rule]);
  });

  it.each<[Locale, ValidationRule, string]>([
    ['en_US', 'required', 'This field is required'],
    ['en_US', 'tel', 'Enter a phone number starting with 0 followed by 9 digits'],
    ['th_TH', 'required', 'กรุณากรอกข้อมูลนี้'],
    ['th_TH', 'tel', 'รูปแบบหมายเลขโทรศัพท์ไม่ถูกต้อง'],
  ])('%s message for %s', (locale, rule, message) => {
    expect(validate(rule, INVALID_SAMPLE[rule], locale)).toBe(message);
  });

  describe.each(LOCALES)('%s', (locale) => {
    it.each(VALIDATION_RULES)('%s: null for a valid value, a non-empty message otherwise', (rule) => {
      expect(validate(rule, VALID_SAMPLE[rule], locale)).toBeNull();
      const message = validate(rule, INVALID_SAMPLE[rule], locale);
      expect(message).toBe(VALIDATION_MESSAGES[locale][rule]);
      expect(message?.trim()).not.toBe('');
    });
  });
});

describe('validation.json namespace files', () => {
  const files: Record<Locale, Record<string, unknown>> = { th_TH: thTH, en_US: enUS, zh_CN: zhCN };

  it.each(LOCALES)('%s has exactly one non-empty string per rule', (locale) => {
    const file = files[locale];
    expect(Object.keys(file).sort()).toEqual([...VALIDATION_RULES].sort());
    for (const rule of VALIDATION_RULES) {
      const message = file[rule];
      expect(typeof message, `${locale}.${rule}`).toBe('string');
      expect(String(message).trim(), `${locale}.${rule}`).not.toBe('');
    }
  });

  it('all three files have the same keys', () => {
    const [first, ...rest] = LOCALES.map((locale) => Object.keys(files[locale]).sort());
    for (const keys of rest) expect(keys).toEqual(first);
  });

  it('messages differ between locales (nothing left untranslated)', () => {
    for (const rule of VALIDATION_RULES) {
      const texts = new Set(LOCALES.map((locale) => files[locale][rule]));
      expect(texts.size, rule).toBe(LOCALES.length);
    }
  });
});
