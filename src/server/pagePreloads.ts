import { isModuleFile } from '../app/document/documentPreloads';

/**
 * Per route name, the module files a page's code needs in the browser: its route module, its
 * component and what they import (the client build writes them to `.vite/page-preloads.json`).
 */
export type PageModulePreloads = Readonly<Record<string, readonly string[]>>;

/**
 * The key of page-preloads.json under which the build lists the modules the browser's start imports
 * before hydrating any page (the api client's sending, the common schemas, the session, the link
 * rules): named by every document.
 */
export const BOOT_PRELOADS_KEY = '(boot)';

/** The modules every document names for the browser's start (the build's boot list), leaving out those it names anyway. */
export function bootPreloadsFor(preloads: PageModulePreloads | undefined, started: readonly string[]): string[] {
  return pagePreloadsFor([BOOT_PRELOADS_KEY], preloads, started);
}

/** The route names of the matched routes, outermost first (a route's `handle.name`). */
export function matchedRouteNames(matches: readonly { route: { handle?: unknown } }[]): string[] {
  return matches.flatMap(({ route }) => {
    const name = (route.handle as { name?: unknown } | undefined)?.name;
    return typeof name === 'string' ? [name] : [];
  });
}

/**
 * The modules the document preloads for the matched pages, once each, leaving out those it starts
 * anyway (the entry and its preloads). A name the map does not hold adds nothing: the page's code
 * then loads as it would without the map.
 */
export function pagePreloadsFor(names: readonly string[], preloads: PageModulePreloads | undefined, started: readonly string[]): string[] {
  if (!preloads) return [];
  const seen = new Set(started);
  const found: string[] = [];
  for (const name of names) {
    const files = Object.hasOwn(preloads, name) ? preloads[name] : undefined;
    for (const file of files ?? []) {
      if (seen.has(file)) continue;
      seen.add(file);
      found.push(file);
    }
  }
  return found;
}

/** The build's page-preloads.json as the server can trust it: only lists of root-relative script addresses. */
export function readPageModulePreloads(value: unknown): PageModulePreloads {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([name, files]: [string, unknown]) => (Array.isArray(files) ? [[name, files.filter(isModuleFile)]] : [])),
  );
}
