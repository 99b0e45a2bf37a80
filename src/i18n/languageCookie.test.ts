import { describe, expect, it } from 'vitest';
import type { Locale } from '../format/locale';
import {
  COOKIE_PARSE_LIMIT,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_DAYS,
  readLanguageCookie,
  serializeLanguageCookie,
} from './languageCookie';

describe('serializeLanguageCookie', () => {
  it('uses the spec cookie name and a 365-day lifetime', () => {
    expect(LANGUAGE_COOKIE).toBe('f34c_lang2');
    expect(LANGUAGE_COOKIE_MAX_AGE_DAYS).toBe(365);
  });

  it.each<[Locale, { secure?: boolean } | undefined, string]>([
    ['th_TH', undefined, 'f34c_lang2=th_TH; Max-Age=31536000; Path=/; SameSite=Lax'],
    ['en_US', {}, 'f34c_lang2=en_US; Max-Age=31536000; Path=/; SameSite=Lax'],
    ['zh_CN', { secure: false }, 'f34c_lang2=zh_CN; Max-Age=31536000; Path=/; SameSite=Lax'],
    ['zh_CN', { secure: true }, 'f34c_lang2=zh_CN; Max-Age=31536000; Path=/; SameSite=Lax; Secure'],
  ])('%s %j', (locale, options, expected) => {
    expect(serializeLanguageCookie(locale, options)).toBe(expected);
  });

  it('never writes a value that is not a locale', () => {
    const injected = 'en_US; Domain=evil.example' as Locale;
    expect(serializeLanguageCookie(injected)).toBe('f34c_lang2=th_TH; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('round-trips through readLanguageCookie', () => {
    const [pair] = serializeLanguageCookie('zh_CN').split(';');
    expect(readLanguageCookie(`a=1; ${pair ?? ''}; b=2`)).toBe('zh_CN');
  });
});

describe('readLanguageCookie', () => {
  const padding = (length: number): string => `pad=${'x'.repeat(length - 'pad='.length)}`;

  it.each<[string, string, string | undefined]>([
    ['only cookie', 'f34c_lang2=en_US', 'en_US'],
    ['among others', 'sid=abc; f34c_lang2=zh_CN; theme=dark', 'zh_CN'],
    ['no spaces', 'sid=abc;f34c_lang2=th_TH;x=1', 'th_TH'],
    ['extra spaces', '  f34c_lang2 =  en_US  ; x=1', 'en_US'],
    ['absent', 'sid=abc; theme=dark', undefined],
    ['empty header', '', undefined],
    ['empty value', 'f34c_lang2=', ''],
    ['duplicated: first wins', 'f34c_lang2=zh_CN; f34c_lang2=en_US', 'zh_CN'],
    ['pairs without =', 'garbage; ;;=; f34c_lang2=en_US', 'en_US'],
    ['name only, no value', 'f34c_lang2; f34c_lang2=th_TH', 'th_TH'],
    ['similar names are not it', 'xf34c_lang2=en_US; f34c_lang2x=zh_CN; f34c_lang=en_US', undefined],
    ['percent-encoded', 'f34c_lang2=zh%5FCN', 'zh_CN'],
    ['bad percent-encoding kept raw', 'f34c_lang2=%E0%A4%A; x=%', '%E0%A4%A'],
    ['quoted', 'f34c_lang2="en_US"', 'en_US'],
    ['= inside the value', 'f34c_lang2=a=b', 'a=b'],
    ['hostile value is returned raw (detectLocale skips it)', 'f34c_lang2=../../x', '../../x'],
  ])('%s', (_label, header, expected) => {
    expect(readLanguageCookie(header)).toBe(expected);
  });

  it('reads a 10 kB cookie header when the language cookie comes first', () => {
    const header = `f34c_lang2=en_US; ${padding(10_240)}`;
    expect(header.length).toBeGreaterThan(10_000);
    expect(readLanguageCookie(header)).toBe('en_US');
  });

  it('stops after the parse limit: a language cookie behind 10 kB of others is not read', () => {
    expect(readLanguageCookie(`${padding(10_240)}; f34c_lang2=en_US`)).toBeUndefined();
  });

  it('returns the cookie that ends exactly at the parse limit', () => {
    const tail = '; f34c_lang2=en_US';
    const header = `${padding(COOKIE_PARSE_LIMIT - tail.length)}${tail}; more=1`;
    expect(readLanguageCookie(header)).toBe('en_US');
  });

  it('drops a pair cut by the parse limit instead of reading part of it', () => {
    const head = `${padding(COOKIE_PARSE_LIMIT - '; f34c_lang2=en'.length)}; f34c_lang2=`;
    expect(readLanguageCookie(`${head}en_US`)).toBeUndefined();
  });

  it('returns undefined for a 10 kB value of its own and for non-strings', () => {
    expect(readLanguageCookie(`f34c_lang2=${'e'.repeat(10_240)}`)).toBeUndefined();
    expect(readLanguageCookie(undefined as unknown as string)).toBeUndefined();
    expect(readLanguageCookie(42 as unknown as string)).toBeUndefined();
  });
});
