import type { i18n, Resource } from 'i18next';
import type { Locale } from '../format/locale';
import { createI18nInstance } from './createI18nInstance';
import { bundledResources } from './resources';

export interface CreateI18nOptions {
  /** The language the instance starts in. */
  locale: Locale;
  /** Replaces the bundled translations (stories, tests). Defaults to bundledResources. */
  resources?: Resource;
}

/**
 * A new, ready i18next instance (never the global one) with every bundled namespace for th_TH,
 * en_US and zh_CN, en_US as fallback and `common` as default namespace. Initialised synchronously:
 * `t` works as soon as this returns. The resources are copied, so instances never share or change
 * each other's (or the bundle's) translations. react-i18next's plugin is attached; pass the instance
 * to `<I18nextProvider>`.
 */
export function createI18n({ locale, resources = bundledResources }: CreateI18nOptions): i18n {
  return createI18nInstance({ locale, resources });
}
