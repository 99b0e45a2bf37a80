import { LOCALES, toBcp47 } from '../format/locale';
import type { Locale } from '../format/locale';
import { FALLBACK_LOCALE } from './defaults';
import type { BundledResources, TranslationTree } from './resources';

/** i18next's plural suffixes (`key_one`, `key_other`, …; `_zero` is i18next's own extra form). */
const PLURAL_SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/;

/** `{{name}}`, `{{name, format}}` and `{{- name}}` (unescaped) all name the value `name`. */
const PLACEHOLDER = /\{\{\s*-?\s*([^\s,}]+)[^}]*\}\}/g;

/** One translatable entry: a plain key, or a plural key with its forms (`items` → one, other). */
interface Entry {
  readonly values: string[];
  readonly pluralForms: Set<string>;
}

/** `{ a: { b: 'x' } }` → `[['a.b', 'x']]`. */
export function flattenKeys(tree: TranslationTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return typeof value === 'string' ? [[path, value]] : flattenKeys(value, path);
  });
}

/** Flat keys with plural forms folded into their base key; a form counts only next to `_other`. */
function entriesOf(tree: TranslationTree): Map<string, Entry> {
  const flat = new Map(flattenKeys(tree));
  const entries = new Map<string, Entry>();
  for (const [key, value] of flat) {
    const plural = PLURAL_SUFFIX.exec(key);
    const base = plural?.[1];
    const isPlural = base !== undefined && flat.has(`${base}_other`);
    const name = isPlural ? base : key;
    const entry = entries.get(name) ?? { values: [], pluralForms: new Set<string>() };
    entry.values.push(value);
    if (isPlural && plural?.[2] !== undefined) entry.pluralForms.add(plural[2]);
    entries.set(name, entry);
  }
  return entries;
}

function placeholdersOf(values: readonly string[]): string[] {
  const names = new Set(values.flatMap((value) => [...value.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '')));
  return [...names].sort();
}

const format = (names: readonly string[]): string =>
  names.length === 0 ? '(none)' : names.map((name) => `{{${name}}}`).join(', ');

function pluralCategories(locale: Locale): readonly string[] {
  return new Intl.PluralRules(toBcp47(locale)).resolvedOptions().pluralCategories;
}

function checkNamespace(resources: BundledResources, namespace: string): string[] {
  const problems: string[] = [];
  const entries = new Map(
    LOCALES.map((locale) => {
      const tree = resources[locale][namespace];
      return [locale, tree === undefined ? undefined : entriesOf(tree)] as const;
    }),
  );
  const allKeys = new Set([...entries.values()].flatMap((byKey) => (byKey ? [...byKey.keys()] : [])));
  for (const locale of LOCALES) {
    const own = entries.get(locale);
    if (own === undefined) {
      problems.push(`${locale}: missing namespace "${namespace}" (${namespace}.json)`);
      continue;
    }
    const missing = [...allKeys].filter((key) => !own.has(key)).sort();
    if (missing.length > 0) problems.push(`${locale}/${namespace}: missing keys ${missing.join(', ')}`);
    for (const [key, entry] of own) {
      if (entry.values.some((value) => value.trim() === '')) problems.push(`${locale}/${namespace}: empty value at ${key}`);
      if (entry.pluralForms.size === 0) continue;
      const lacking = pluralCategories(locale).filter((category) => !entry.pluralForms.has(category));
      if (lacking.length > 0) {
        problems.push(`${locale}/${namespace}: plural ${key} lacks ${lacking.map((c) => `${key}_${c}`).join(', ')}`);
      }
    }
  }
  const reference = entries.get(FALLBACK_LOCALE);
  if (reference === undefined) return problems;
  for (const locale of LOCALES) {
    const own = entries.get(locale);
    if (locale === FALLBACK_LOCALE || own === undefined) continue;
    for (const [key, entry] of own) {
      const expected = reference.get(key);
      if (expected === undefined) continue;
      const want = placeholdersOf(expected.values);
      const got = placeholdersOf(entry.values);
      if (want.join('\u0000') !== got.join('\u0000')) {
        problems.push(`${locale}/${namespace}: ${key} has placeholders ${format(got)}, ${FALLBACK_LOCALE} has ${format(want)}`);
      }
    }
  }
  return problems;
}

/**
 * Everything that keeps the locales from being interchangeable, one readable line per problem
 * (empty when they are): a namespace or key missing in a locale (listing the keys), an empty value,
 * a plural key without the forms its language needs, or `{{placeholders}}` that differ from en_US.
 * Plural forms (`key_one`, `key_other`) count as one key, since languages need different forms.
 */
export function findResourceProblems(resources: BundledResources): string[] {
  const namespaces = new Set(LOCALES.flatMap((locale) => Object.keys(resources[locale])));
  return [...namespaces].sort().flatMap((namespace) => checkNamespace(resources, namespace));
}
