import type { i18n } from 'i18next';
import type { Locale } from '../format/locale';
import { loadLocaleResources } from './loadLocaleResources';

/**
 * Adds the namespaces of `locale` that the instance does not hold yet (a server-rendered page came
 * with only the ones it rendered), from the locale's bundle, loaded on demand. They are added
 * silently and announced once (the `added` event of the last), so every component bound to the store
 * (createI18nInstance's `bindI18nStore`) renders once with them. A failed load leaves the instance
 * as it was and says so (the caller may try again).
 */
export async function completeLocale(instance: i18n, locale: Locale): Promise<boolean> {
  let resources;
  try {
    resources = await loadLocaleResources(locale);
  } catch {
    return false;
  }
  const missing = Object.keys(resources).filter((namespace) => !instance.hasResourceBundle(locale, namespace));
  // Added silently but the last, whose `added` event tells the components once.
  missing.forEach((namespace, index) => {
    const tree = resources[namespace];
    if (tree) instance.addResourceBundle(locale, namespace, tree, false, false, { silent: index < missing.length - 1, skipCopy: true });
  });
  return true;
}
