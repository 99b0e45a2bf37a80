import { useTranslation } from 'react-i18next';
import { normalizeLocale } from './normalizeLocale';
import type { Locale } from '../format/locale';

/** The locale of the nearest i18next instance, as one of the three supported locales. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return normalizeLocale(i18n.resolvedLanguage ?? i18n.language) ?? 'th_TH';
}
