import { describe, expect, it } from 'vitest';
import { normalizeLocale } from './normalizeLocale';

describe('normalizeLocale', () => {
  it.each([
    ['th_TH', 'th_TH'],
    ['th', 'th_TH'],
    ['th-TH', 'th_TH'],
    ['TH', 'th_TH'],
    ['en_US', 'en_US'],
    ['en', 'en_US'],
    ['en-GB', 'en_US'],
    ['EN_us', 'en_US'],
    ['en-us', 'en_US'],
    ['  en  ', 'en_US'],
    ['zh_CN', 'zh_CN'],
    ['zh', 'zh_CN'],
    ['zh-CN', 'zh_CN'],
    ['zh-Hans', 'zh_CN'],
    ['zh-Hans-CN', 'zh_CN'],
    ['ZH_cn', 'zh_CN'],
  ])('%j → %s', (value, expected) => {
    expect(normalizeLocale(value)).toBe(expected);
  });

  it.each([
    ['unsupported language', 'fr'],
    ['unsupported language with region', 'ja-JP'],
    ['empty', ''],
    ['whitespace', '   \t\n'],
    ['path traversal', '../../x'],
    ['path with a valid start', 'en/../../x'],
    ['script URL', 'javascript:alert(1)'],
    ['markup', '<script>en</script>'],
    ['a longer word starting with en', 'english'],
    ['query string', 'en&lang=th'],
    ['Accept-Language list', 'th-TH,th;q=0.9'],
    ['NUL byte', 'en\u0000'],
    ['10 kB string', `en${'x'.repeat(10_240)}`],
    ['10 kB of whitespace around en', ` ${' '.repeat(10_240)}en`],
  ])('skips %s', (_label, value) => {
    expect(normalizeLocale(value)).toBeNull();
  });

  it.each([[undefined], [null], [42], [true], [{}], [['en']], [Symbol('en')], [() => 'en']])(
    'returns null for the non-string %s',
    (value) => {
      expect(normalizeLocale(value)).toBeNull();
    },
  );
});
