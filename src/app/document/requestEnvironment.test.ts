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
    expect(requestEnvironment({ url: at('/m?lang=en'), cookie: 'f34c_lang2=zh_CN', languages: ['th-TH'], userAgent: '' }).locale).toBe('en_US');
  });

  it('then the language cookie', () => {
    expect(requestEnvironment({ url: at('/m'), cookie: 'a=1; f34c_lang2=zh_CN', languages: ['en-US'], userAgent: '' }).locale).toBe('zh_CN');
  });

  it('then the browser, then Thai', () => {
    expect(requestEnvironment({ url: at('/m'), cookie: '', languages: ['en-GB'], userAgent: '' }).locale).toBe('en_US');
    expect(requestEnvironment({ url: at('/m'), cookie: 'f34c_lang2=%E0%B8%', languages: ['fr'], userAgent: '' }).locale).toBe('th_TH');
  });

  it('knows preview mode', () => {
    expect(requestEnvironment({ url: at('/m?preview=1'), cookie: '', languages: [], userAgent: '' }).preview).toBe(true);
    expect(requestEnvironment({ url: at('/m?preview=true'), cookie: '', languages: [], userAgent: '' }).preview).toBe(false);
  });
});

describe('requestEnvironment: Chinese tourist mode (spec §4)', () => {
  const at = (path: string) => new URL(`https://shop.example${path}`);
  const WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN';

  it('is known from the address, WeChat\'s browser or the session cookie, and forces Chinese over every language source', () => {
    for (const facts of [
      { url: at('/m?is_chinese_tourists=1&lang=th'), cookie: 'f34c_lang2=en_US', userAgent: '' },
      { url: at('/m'), cookie: 'f34c_lang2=th_TH', userAgent: WECHAT },
      { url: at('/m'), cookie: 'x=1; f34c_chinese_tourist=1', userAgent: '' },
    ]) {
      expect(requestEnvironment({ ...facts, languages: ['th-TH'] })).toMatchObject({ chineseTourist: true, locale: 'zh_CN' });
    }
  });

  it('is not set by other values', () => {
    for (const facts of [
      { url: at('/m?is_chinese_tourists=true'), cookie: '', userAgent: '' },
      { url: at('/m'), cookie: 'f34c_chinese_tourist=0', userAgent: 'Mozilla/5.0 (iPhone) Safari/604.1 micromessenger' },
    ]) {
      expect(requestEnvironment({ ...facts, languages: ['th-TH'] })).toMatchObject({ chineseTourist: false, locale: 'th_TH' });
    }
  });
});
