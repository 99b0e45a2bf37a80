import type { Locale } from '../format/locale';
import { DEFAULT_LOCALE } from './defaults';
import { normalizeLocale } from './normalizeLocale';

/** Everything the language choice looks at; each source is optional. */
export interface LocaleSources {
  /** The `lang` query parameter. */
  queryLang?: string | null;
  /** Plain tourist mode: English unless the query asks for a language. */
  touristMode?: boolean;
  /** Chinese tourist mode (kept for the session): forces zh_CN over every other source. */
  chineseTourist?: boolean;
  /** The saved language cookie's value (see readLanguageCookie). */
  cookieLang?: string | null;
  /** `navigator.language` or `navigator.languages`, most preferred first. */
  browserLanguage?: string | readonly string[] | null;
}

/** Browser language lists longer than this are only read this far. */
const MAX_BROWSER_LANGUAGES = 16;

function fromBrowser(value: unknown): Locale | null {
  if (!Array.isArray(value)) return normalizeLocale(value);
  for (const entry of value.slice(0, MAX_BROWSER_LANGUAGES)) {
    const locale = normalizeLocale(entry);
    if (locale !== null) return locale;
  }
  return null;
}

/**
 * The storefront locale, by spec §4: Chinese tourist mode forces zh_CN; otherwise the query `lang`,
 * else tourist mode (English), else the saved cookie, else the browser language, else th_TH.
 * A source whose value is not en_US, th_TH or zh_CN (after normalizeLocale) is skipped.
 * Pure and total: hostile or mistyped values are skipped, never thrown on.
 */
export function detectLocale(sources?: LocaleSources | null): Locale {
  const { queryLang, touristMode, chineseTourist, cookieLang, browserLanguage } = sources ?? {};
  if (chineseTourist === true) return 'zh_CN';
  const fromQuery = normalizeLocale(queryLang);
  if (fromQuery !== null) return fromQuery;
  if (touristMode === true) return 'en_US';
  return normalizeLocale(cookieLang) ?? fromBrowser(browserLanguage) ?? DEFAULT_LOCALE;
}
