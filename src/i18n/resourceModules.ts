/*
 * The shapes of the translations and how locale files become i18next resources: no translations
 * here, so a locale's own bundle (src/i18n/bundles) imports it without every other locale's.
 */
import { LOCALES } from '../format/locale';
import type { Locale } from '../format/locale';

/** One namespace file: nested objects whose leaves are strings. */
export interface TranslationTree {
  readonly [key: string]: string | TranslationTree;
}

/** Namespace name → its translations, for one locale. */
export type LocaleResources = Readonly<Record<string, TranslationTree>>;

/** Locale → namespace → translations: the shape i18next's `resources` option takes. */
export type BundledResources = Readonly<Record<Locale, LocaleResources>>;

/** What resourcesFromModules made of a set of locale files. */
export interface LoadedResources {
  readonly resources: BundledResources;
  /** Every namespace found in any locale, sorted. */
  readonly namespaces: readonly string[];
  /** Files that were not used, with the reason: unknown locale, bad path, not a translation tree. */
  readonly skipped: readonly string[];
}

const LOCALE_FILE = /^\.\/locales\/([^/]+)\/([A-Za-z0-9_-]+)\.json$/;

export function isTranslationTree(value: unknown): value is TranslationTree {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((child) => typeof child === 'string' || isTranslationTree(child));
}

function isBundledLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * Builds the i18next resources from locale JSON modules keyed by path
 * (`./locales/<locale>/<namespace>.json` → the file's parsed content). Pure; files that cannot be
 * used are listed in `skipped` instead of throwing.
 */
export function resourcesFromModules(modules: Readonly<Record<string, unknown>>): LoadedResources {
  const resources: Record<Locale, Record<string, TranslationTree>> = { th_TH: {}, en_US: {}, zh_CN: {} };
  const namespaces = new Set<string>();
  const skipped: string[] = [];
  for (const [path, content] of Object.entries(modules)) {
    const match = LOCALE_FILE.exec(path);
    const locale = match?.[1];
    const namespace = match?.[2];
    if (locale === undefined || namespace === undefined) {
      skipped.push(`${path}: not a ./locales/<locale>/<namespace>.json path`);
    } else if (!isBundledLocale(locale)) {
      skipped.push(`${path}: ${locale} is not one of ${LOCALES.join(', ')}`);
    } else if (!isTranslationTree(content)) {
      skipped.push(`${path}: not an object of nested strings`);
    } else {
      resources[locale][namespace] = content;
      namespaces.add(namespace);
    }
  }
  return { resources, namespaces: [...namespaces].sort(), skipped };
}

