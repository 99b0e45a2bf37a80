import type { Locale } from '../format/locale';

/** The locale used when nothing else decides (spec §9). */
export const DEFAULT_LOCALE: Locale = 'th_TH';

/** The locale i18next falls back to for a key missing in the current one (spec §9). */
export const FALLBACK_LOCALE: Locale = 'en_US';

/** The namespace `t('key')` reads when no namespace is given. */
export const DEFAULT_NAMESPACE = 'common';
