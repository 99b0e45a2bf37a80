import type { i18n } from 'i18next';
import type { Locale } from '../format/locale';
import type { LocaleResources } from './resources';

/** One lazily loaded module per locale: a browser fetches only the languages it shows. */
const loaders: Record<Locale, () => Promise<{ resources: LocaleResources }>> = {
  th_TH: () => import('./bundles/th_TH'),
  en_US: () => import('./bundles/en_US'),
  zh_CN: () => import('./bundles/zh_CN'),
};

/** The translations of one locale, loaded on demand. */
export async function loadLocaleResources(locale: Locale): Promise<LocaleResources> {
  return (await loaders[locale]()).resources;
}

/**
 * Switches an instance to `locale`, first loading that locale's translations when the instance
 * does not hold them yet (a page served with one language, then switched by the shopper).
 */
export async function changeLocale(instance: i18n, locale: Locale): Promise<void> {
  if (!instance.hasResourceBundle(locale, 'common')) {
    const resources = await loadLocaleResources(locale);
    for (const [namespace, tree] of Object.entries(resources)) instance.addResourceBundle(locale, namespace, tree, true, true);
  }
  await instance.changeLanguage(locale);
}
