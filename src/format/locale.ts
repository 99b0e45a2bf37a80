/** The storefront's locales (spec §9): th_TH is the default, en_US the fallback. */
export const LOCALES = ['th_TH', 'en_US', 'zh_CN'] as const;

export type Locale = (typeof LOCALES)[number];

const BCP47: Record<Locale, string> = {
  th_TH: 'th-TH',
  en_US: 'en-US',
  zh_CN: 'zh-CN',
};

/** The BCP 47 tag for a storefront locale, as Intl and the `lang` attribute expect it. */
export function toBcp47(locale: Locale): string {
  return BCP47[locale];
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
