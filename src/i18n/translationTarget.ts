import type { Locale } from '../format/locale';

/** The languages user content can be translated into. */
export type TranslationTarget = Extract<Locale, 'en_US' | 'th_TH'>;

/** The default target for translating user content (spec §4): English on the Thai site, else Thai. */
export function translationTarget(siteLocale: Locale): TranslationTarget {
  return siteLocale === 'th_TH' ? 'en_US' : 'th_TH';
}
