import { describe, expect, it } from 'vitest';
import { LOCALES, isLocale, toBcp47 } from './locale';
import type { Locale } from './locale';

describe('toBcp47', () => {
  it.each<[Locale, string]>([
    ['th_TH', 'th-TH'],
    ['en_US', 'en-US'],
    ['zh_CN', 'zh-CN'],
  ])('%s → %s', (locale, tag) => {
    expect(toBcp47(locale)).toBe(tag);
  });

  it('covers every locale with a tag Intl accepts', () => {
    for (const locale of LOCALES) {
      expect(Intl.getCanonicalLocales(toBcp47(locale))).toEqual([toBcp47(locale)]);
    }
  });
});

describe('isLocale', () => {
  it.each<[unknown, boolean]>([
    ['th_TH', true],
    ['en_US', true],
    ['zh_CN', true],
    ['en', false],
    ['th-TH', false],
    ['zh_TW', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('%j → %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});
