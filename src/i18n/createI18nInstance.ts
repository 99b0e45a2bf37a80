import { createInstance } from 'i18next';
import type { i18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES } from '../format/locale';
import type { Locale } from '../format/locale';
import { DEFAULT_LOCALE, DEFAULT_NAMESPACE, FALLBACK_LOCALE } from './defaults';
import { normalizeLocale } from './normalizeLocale';

function namespacesOf(resources: Resource): string[] {
  const found = new Set<string>([DEFAULT_NAMESPACE]);
  for (const byNamespace of Object.values(resources)) {
    for (const namespace of Object.keys(byNamespace)) found.add(namespace);
  }
  return [...found].sort();
}

/**
 * A new, ready i18next instance over exactly the given resources (no bundled translations are
 * imported here, so a browser entry that receives its locale from the server stays small). en_US is
 * the fallback and `common` the default namespace; initialised synchronously. The resources are
 * copied, so instances never share or change each other's translations, unless `owned` says the
 * caller hands them over (the browser's start, with the translations the server inlined: copying
 * them took a few milliseconds and as much garbage, on a phone four times that).
 */
export function createI18nInstance({ locale, resources, owned = false }: { locale: Locale; resources: Resource; owned?: boolean }): i18n {
  const instance = createInstance();
  instance.use(initReactI18next);
  void instance.init({
    lng: normalizeLocale(locale) ?? DEFAULT_LOCALE,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    // Locale codes are whole (th_TH): do not also look up a bare language (th) that never exists.
    load: 'currentOnly',
    resources: owned ? resources : structuredClone(resources),
    ns: namespacesOf(resources),
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Namespaces added later (the rest of a language whose page came with only its own) render at
    // once in the components already showing.
    react: { bindI18nStore: 'added' },
  });
  return instance;
}
