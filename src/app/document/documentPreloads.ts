/**
 * The global the document's entry starter sets to a promise that settles once it has added all its
 * module preloads (documentHtml.ts), with the page's own module files, each after those it imports.
 * The entry's loader lists the preloads it finds the first time it imports a module that has some,
 * and adds the rest: the browser's start waits for the starter (a few tasks), so that list holds
 * them all and nothing is added twice.
 */
export const PRELOADS_GLOBAL = '__STOREFRONT_PRELOADS__';

/** The longest the browser's start waits for the starter's preloads. */
export const PRELOADS_WAIT_CAP_MS = 1000;

/** A module file of the built app as the build's lists and the document name it: a root-relative script address. */
export const isModuleFile = (file: unknown): file is string => typeof file === 'string' && /^\/(?!\/)[\w./-]+\.js$/.test(file) && !file.includes('..');

/**
 * Resolves once the document's preloads are all added, with the page's own module files the
 * starter gave (root-relative script addresses only; anything else is left out). Resolves at once
 * with none when the document has no starter (the dev app, a host's own document), and after
 * PRELOADS_WAIT_CAP_MS at the latest.
 */
export function documentPreloadsAdded(value: unknown, setTimer: (run: () => void, ms: number) => unknown = setTimeout): Promise<readonly string[]> {
  const pending = typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function' ? (value as PromiseLike<unknown>) : null;
  if (!pending) return Promise.resolve([]);
  return new Promise((resolve) => {
    setTimer(() => resolve([]), PRELOADS_WAIT_CAP_MS);
    Promise.resolve(pending).then(
      (files) => resolve(Array.isArray(files) ? files.filter(isModuleFile) : []),
      () => resolve([]),
    );
  });
}
