import { describe, expect, it } from 'vitest';
import type { Locale } from '../format/locale';
import { detectLocale } from './detectLocale';
import type { LocaleSources } from './detectLocale';

const hostile: readonly [string, unknown][] = [
  ['path traversal', '../../x'],
  ['script URL', 'javascript:alert(1)'],
  ['10 kB string', 'e'.repeat(10_240)],
  ['empty string', ''],
  ['whitespace', '   '],
  ['number', 42],
  ['object', { toString: () => 'en' }],
  ['array', ['en']],
  ['null', null],
];

describe('detectLocale', () => {
  it.each<[string, LocaleSources, Locale]>([
    ['nothing → default th_TH', {}, 'th_TH'],
    ['query lang wins over cookie and browser', { queryLang: 'en', cookieLang: 'zh_CN', browserLanguage: 'zh' }, 'en_US'],
    ['query lang wins over tourist mode', { queryLang: 'zh', touristMode: true }, 'zh_CN'],
    ['query th maps to th_TH', { queryLang: 'th', cookieLang: 'en_US' }, 'th_TH'],
    ['tourist mode → English when no query lang', { touristMode: true, cookieLang: 'th_TH', browserLanguage: 'zh' }, 'en_US'],
    ['tourist mode → English when the query lang is invalid', { queryLang: 'fr', touristMode: true }, 'en_US'],
    ['tourist mode false is ignored', { touristMode: false, cookieLang: 'zh_CN' }, 'zh_CN'],
    ['cookie wins over browser', { cookieLang: 'en_US', browserLanguage: 'zh-CN' }, 'en_US'],
    ['invalid query lang falls through to cookie', { queryLang: '../../x', cookieLang: 'zh_CN' }, 'zh_CN'],
    ['invalid cookie falls through to browser', { cookieLang: 'fr_FR', browserLanguage: 'en-GB' }, 'en_US'],
    ['browser language string', { browserLanguage: 'zh-Hans' }, 'zh_CN'],
    ['browser language list: first supported entry', { browserLanguage: ['fr-FR', 'de', 'en-US', 'th'] }, 'en_US'],
    ['browser language list with nothing supported → default', { browserLanguage: ['fr', 'de'] }, 'th_TH'],
    ['empty browser language list → default', { browserLanguage: [] }, 'th_TH'],
    ['hostile entries in the list are skipped', { browserLanguage: ['../../x', '', 'javascript:', 'zh-Hans'] }, 'zh_CN'],
    ['mixed case everywhere', { queryLang: 'EN_us' }, 'en_US'],
    ['Chinese tourist forces zh_CN over query lang', { chineseTourist: true, queryLang: 'en' }, 'zh_CN'],
    ['Chinese tourist forces zh_CN over tourist mode', { chineseTourist: true, touristMode: true }, 'zh_CN'],
    ['Chinese tourist forces zh_CN over cookie and browser', { chineseTourist: true, cookieLang: 'th_TH', browserLanguage: 'en' }, 'zh_CN'],
    ['chineseTourist false is ignored', { chineseTourist: false, cookieLang: 'en' }, 'en_US'],
  ])('%s', (_label, sources, expected) => {
    expect(detectLocale(sources)).toBe(expected);
  });

  it.each(hostile)('skips a hostile query lang (%s) and uses the cookie', (_label, value) => {
    expect(detectLocale({ queryLang: value as string, cookieLang: 'zh_CN' })).toBe('zh_CN');
  });

  it.each(hostile)('skips a hostile cookie (%s) and uses the browser language', (_label, value) => {
    expect(detectLocale({ cookieLang: value as string, browserLanguage: 'en' })).toBe('en_US');
  });

  // A list is a valid browser language value (navigator.languages): see the table above.
  const hostileBrowser = hostile.filter(([, value]) => !Array.isArray(value));

  it.each(hostileBrowser)('skips a hostile browser language (%s) → default', (_label, value) => {
    expect(detectLocale({ browserLanguage: value as string })).toBe('th_TH');
  });

  it.each<[string, unknown]>([
    ['the string "true"', 'true'],
    ['the number 1', 1],
  ])('only the boolean true turns on a mode, not %s', (_label, value) => {
    const sources = { touristMode: value, chineseTourist: value, cookieLang: 'th' } as unknown as LocaleSources;
    expect(detectLocale(sources)).toBe('th_TH');
  });

  it('tolerates missing or null sources', () => {
    expect(detectLocale()).toBe('th_TH');
    expect(detectLocale(null)).toBe('th_TH');
  });

  it('reads only the first entries of a huge browser language list', () => {
    const languages = [...Array.from({ length: 10_000 }, () => 'fr'), 'en'];
    expect(detectLocale({ browserLanguage: languages })).toBe('th_TH');
  });
});
