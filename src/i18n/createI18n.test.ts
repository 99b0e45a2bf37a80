import { describe, expect, it } from 'vitest';
import type { Locale } from '../format/locale';
import { createI18n } from './createI18n';
import { bundledResources, NAMESPACES } from './resources';

describe('createI18n', () => {
  it.each<[Locale, string]>([
    ['th_TH', 'ภาษา'],
    ['en_US', 'Language'],
    ['zh_CN', '语言'],
  ])('is ready at once in %s, with common as default namespace', (locale, label) => {
    const i18n = createI18n({ locale });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe(locale);
    expect(i18n.t('language.label')).toBe(label);
    expect(i18n.t('common:language.zh_CN')).toBe('简体中文');
  });

  it('loads every bundled namespace', () => {
    const i18n = createI18n({ locale: 'th_TH' });
    for (const namespace of NAMESPACES) expect(i18n.hasResourceBundle('th_TH', namespace)).toBe(true);
  });

  it('falls back to en_US for a key missing in zh_CN', () => {
    const i18n = createI18n({
      locale: 'zh_CN',
      resources: {
        zh_CN: { common: { language: { label: '语言' } } },
        en_US: { common: { language: { label: 'Language' }, only: { english: 'Only in English' } } },
      },
    });
    expect(i18n.t('language.label')).toBe('语言');
    expect(i18n.t('only.english')).toBe('Only in English');
  });

  it('does not escape interpolated values (React does)', () => {
    const i18n = createI18n({ locale: 'en_US', resources: { en_US: { common: { hi: 'Hi {{name}}' } } } });
    expect(i18n.t('hi', { name: 'Tom & <Jerry>' })).toBe('Hi Tom & <Jerry>');
  });

  it('returns a new instance each time, sharing no translations', () => {
    const first = createI18n({ locale: 'en_US' });
    const second = createI18n({ locale: 'en_US' });
    expect(first).not.toBe(second);
    first.addResource('en_US', 'common', 'language.label', 'Changed');
    void first.changeLanguage('zh_CN');
    expect(first.t('language.label', { lng: 'en_US' })).toBe('Changed');
    expect(second.language).toBe('en_US');
    expect(second.t('language.label')).toBe('Language');
    expect(createI18n({ locale: 'en_US' }).t('language.label')).toBe('Language');
    expect(bundledResources.en_US.common).toMatchObject({ language: { label: 'Language' } });
  });

  it('keeps to the storefront locales', () => {
    const i18n = createI18n({ locale: 'fr_FR' as Locale });
    expect(i18n.language).toBe('th_TH');
  });
});
