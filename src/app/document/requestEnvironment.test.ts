import { describe, expect, it } from 'vitest';
import { acceptedLanguages, requestEnvironment } from './requestEnvironment';

describe('acceptedLanguages', () => {
  it.each([
    ['th-TH,th;q=0.9,en;q=0.8', ['th-TH', 'th', 'en']],
    ['en;q=0.5, zh-CN', ['zh-CN', 'en']],
    ['*;q=1, fr;q=0', []],
    ['', []],
    [null, []],
    ['en;q=abc', ['en']], // a malformed weight counts as the default, 1
  ])('%s', (header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });

  it('reads at most 16 languages from a hostile header', () => {
    expect(acceptedLanguages(Array.from({ length: 500 }, () => 'en').join(','))).toHaveLength(16);
  });
});

describe('requestEnvironment (spec §4 order: query, cookie, browser)', () => {
  const at = (path: string) => new URL(`https://shop.example${path}`);

  it('takes the query first', () => {
    expect(requestEnvironment({ url: at('/m?lang=en'), cookie: 'f34c_lang2=zh_CN', languages: ['th-TH'] }).locale).toBe('en_US');
  });

  it('then the language cookie', () => {
    expect(requestEnvironment({ url: at('/m'), cookie: 'a=1; f34c_lang2=zh_CN', languages: ['en-US'] }).locale).toBe('zh_CN');
  });

  it('then the browser, then Thai', () => {
    expect(requestEnvironment({ url: at('/m'), cookie: '', languages: ['en-GB'] }).locale).toBe('en_US');
    expect(requestEnvironment({ url: at('/m'), cookie: 'f34c_lang2=%E0%B8%', languages: ['fr'] }).locale).toBe('th_TH');
  });

  it('knows preview mode', () => {
    expect(requestEnvironment({ url: at('/m?preview=1'), cookie: '', languages: [] }).preview).toBe(true);
    expect(requestEnvironment({ url: at('/m?preview=true'), cookie: '', languages: [] }).preview).toBe(false);
  });
});
