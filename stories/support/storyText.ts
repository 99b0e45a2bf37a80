import type { TOptions } from 'i18next';
import type { Locale } from '../../src/format';
import { createI18n, normalizeLocale } from '../../src/i18n';

/** The toolbar's globals a story's language follows. */
export interface LocaleGlobals {
  readonly locale?: unknown;
  readonly tourist?: unknown;
}

/**
 * The language a story shows: the Language toolbar's (or the story's own `globals.locale`), zh_CN
 * for a Chinese tourist as in the product (spec §4), Thai when none is set. The decorator that
 * gives the story its i18next instance (.storybook/decorators/withShopper.tsx) reads it here.
 */
export function storyLocale(globals: LocaleGlobals): Locale {
  if (globals.tourist === 'on') return 'zh_CN';
  return normalizeLocale(globals.locale) ?? 'th_TH';
}

/** `text('cart:selectAll')`: a text in the story's language; throws for a key no locale has. */
export type StoryText = (key: string, options?: TOptions) => string;

/**
 * The texts a play looks for, in the language the story shows (the toolbar's): a play written with
 * them passes in Thai, English and Chinese alike. Keys are `namespace:path`, as in the locale files
 * (src/i18n/locales/<locale>/<namespace>.json). A missing key throws, so a play never looks for a
 * key's name by mistake.
 */
export function storyText(context: { readonly globals: LocaleGlobals }): StoryText {
  const i18n = createI18n({ locale: storyLocale(context.globals) });
  return (key, options) => {
    if (!i18n.exists(key, options)) throw new Error(`storyText: no text "${key}" in ${i18n.language}`);
    return i18n.t(key, options ?? {});
  };
}
