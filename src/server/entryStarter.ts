import { PRELOADS_GLOBAL } from '../app/document/documentPreloads';

/** A value written into the inline script as JSON: `<` never appears raw, so no string in it can close the element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The inline module script that starts the browser entry. The document names every script the page
 * needs in its head (modulePreloadLinks), so the browser fetches them with the document's own
 * files, in one wave; this runs once the document is parsed and its stylesheet is in (a module
 * script), tells the browser's start which of the files are the page's own (PRELOADS_GLOBAL) and
 * imports the entry. A browser without `modulepreload` fetches the same files
 * as the entry imports them.
 */
export function entryStarter(entryModules: readonly string[], pagePreloads: readonly string[] = []): string {
  const imports = entryModules.map((src) => `import(${scriptJson(src)});`).join('');
  return `window[${scriptJson(PRELOADS_GLOBAL)}]=${scriptJson(pagePreloads)};${imports}`;
}
