export { detectLocale } from './detectLocale';
export type { LocaleSources } from './detectLocale';
export { normalizeLocale } from './normalizeLocale';
export { DEFAULT_LOCALE, FALLBACK_LOCALE, DEFAULT_NAMESPACE } from './defaults';
export {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_DAYS,
  serializeLanguageCookie,
  readLanguageCookie,
} from './languageCookie';
export type { LanguageCookieOptions } from './languageCookie';
export { TOURIST_SESSION_KEY, TOURIST_COOKIE, rememberChineseTourist, isChineseTouristSession, isChineseTouristRequest, serializeTouristCookie } from './touristSession';
export type { TouristSessionStorage, TouristRequestFacts } from './touristSession';
export { translationTarget } from './translationTarget';
export type { TranslationTarget } from './translationTarget';
export { createI18n } from './createI18n';
export type { CreateI18nOptions } from './createI18n';
export { bundledResources, NAMESPACES } from './resources';
export type { BundledResources, LocaleResources, TranslationTree } from './resources';
export { useLocale } from './useLocale';
export { createI18nInstance } from './createI18nInstance';
export { changeLocale, loadLocaleResources } from './loadLocaleResources';
