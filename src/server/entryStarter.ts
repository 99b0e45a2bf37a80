import { scriptSafeJson } from '../app/document/bootPayload';
import { PRELOADS_GLOBAL } from '../app/document/documentPreloads';

/**
 * The inline module script that starts the browser entry. The document names every script the page
 * needs in its head (modulePreloadLinks), so the browser fetches them with the document's own
 * files, in one wave; this runs once the document is parsed and its stylesheet is in (a module
 * script), tells the browser's start which of the files are the page's own (PRELOADS_GLOBAL) and
 * imports the entry. A browser without `modulepreload` fetches the same files
 * as the entry imports them.
 */
export function entryStarter(entryModules: readonly string[], pagePreloads: readonly string[] = []): string {
  const imports = entryModules.map((src) => `import(${scriptSafeJson(src)});`).join('');
  return `window[${scriptSafeJson(PRELOADS_GLOBAL)}]=${scriptSafeJson(pagePreloads)};${imports}`;
}
