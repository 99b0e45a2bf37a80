/**
 * The global the document's entry starter sets, before it imports the entry, to the page's own
 * module files (documentHtml.ts), each after those it imports: the browser's start evaluates them
 * before it hydrates. The document names them, with every other script, in its head.
 */
export const PRELOADS_GLOBAL = '__STOREFRONT_PRELOADS__';

/** A module file of the built app as the build's lists and the document name it: a root-relative script address. */
export const isModuleFile = (file: unknown): file is string => typeof file === 'string' && /^\/(?!\/)[\w./-]+\.js$/.test(file) && !file.includes('..');

/**
 * The page's own module files the starter gave: root-relative script addresses only, anything else
 * left out. None when the document has no starter (the dev app, a host's own document).
 */
export function documentPageModules(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter(isModuleFile) : [];
}
