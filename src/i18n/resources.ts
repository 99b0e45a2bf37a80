import { resourcesFromModules } from './resourceModules';
import type { BundledResources } from './resourceModules';

export type { BundledResources, LoadedResources, LocaleResources, TranslationTree } from './resourceModules';
export { isTranslationTree, resourcesFromModules } from './resourceModules';

/** Every `src/i18n/locales/<locale>/<namespace>.json`, bundled at build time. */
const localeModules = import.meta.glob<unknown>('./locales/*/*.json', { eager: true, import: 'default' });

const bundled = resourcesFromModules(localeModules);

/** All bundled translations: locale → namespace → nested keys. Read-only; createI18n copies it. */
export const bundledResources: BundledResources = bundled.resources;

/** The namespaces found in the bundled locale files, sorted. */
export const NAMESPACES: readonly string[] = bundled.namespaces;
