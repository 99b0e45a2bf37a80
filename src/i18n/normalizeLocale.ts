import type { Locale } from '../format/locale';

/** Longer values are not language tags; they are skipped without being parsed. */
const MAX_TAG_LENGTH = 35;

/** A language tag after lower-casing and turning `_` into `-`: `en`, `en-gb`, `zh-hans-cn`. */
const TAG = /^([a-z]{2,3})(?:-[a-z0-9]{1,8})*$/;

/** Each supported language maps to the one storefront locale that serves it, whatever the region. */
const BY_LANGUAGE: ReadonlyMap<string, Locale> = new Map([
  ['th', 'th_TH'],
  ['en', 'en_US'],
  ['zh', 'zh_CN'],
]);

/**
 * The storefront locale a language value asks for, or null when it asks for none of them.
 *
 * Case-insensitive, `-` or `_`, any region or script: `EN_us`, `en-GB` → en_US; `th`, `th-TH` →
 * th_TH; `zh`, `zh-CN`, `zh-Hans`, `zh_CN` → zh_CN. Anything else — other languages, empty or
 * blank strings, paths, URLs, over-long or non-string values — gives null. Never throws.
 */
export function normalizeLocale(value: unknown): Locale | null {
  if (typeof value !== 'string' || value.length > MAX_TAG_LENGTH) return null;
  const tag = value.trim().toLowerCase().replaceAll('_', '-');
  const language = TAG.exec(tag)?.[1];
  return language === undefined ? null : (BY_LANGUAGE.get(language) ?? null);
}
