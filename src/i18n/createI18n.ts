import { createInstance } from 'i18next';
import type { i18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES } from '../format/locale';
import type { Locale } from '../format/locale';
import { DEFAULT_LOCALE, DEFAULT_NAMESPACE, FALLBACK_LOCALE } from './defaults';
import { normalizeLocale } from './normalizeLocale';
import { bundledResources } from './resources';

export interface CreateI18nOptions {
  /** The language the instance starts in. */
  locale: Locale;
  /** Replaces the bundled translations (stories, tests). Defaults to bundledResources. */
  resources?: Resource;
}

function namespacesOf(resources: Resource): string[] {
  const found = new Set<string>([DEFAULT_NAMESPACE]);
  for (const byNamespace of Object.values(resources)) {
    for (const namespace of Object.keys(byNamespace)) found.add(namespace);
  }
  return [...found].sort();
}

/**
 * A new, ready i18next instance (never the global one) with every bundled namespace for th_TH,
 * en_US and zh_CN, en_US as fallback and `common` as default namespace. Initialised synchronously:
 * `t` works as soon as this returns. The resources are copied, so instances never share or change
 * each other's (or the bundle's) translations. react-i18next's plugin is attached; pass the instance
 * to `<I18nextProvider>`.
 */
export function createI18n({ locale, resources = bundledResources }: CreateI18nOptions): i18n {
  const instance = createInstance();
  instance.use(initReactI18next);
  void instance.init({
    lng: normalizeLocale(locale) ?? DEFAULT_LOCALE,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    // Locale codes are whole (th_TH): do not also look up a bare language (th) that never exists.
    load: 'currentOnly',
    resources: structuredClone(resources),
    ns: namespacesOf(resources),
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
