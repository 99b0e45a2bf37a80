/**
 * The global the document's entry starter sets to a promise that settles once it has added all its
 * module preloads (documentHtml.ts). The entry's loader lists the preloads it finds the first time
 * it imports a module that has some, and adds the rest: the browser's start waits for the starter
 * (a few tasks), so that list holds them all and nothing is added twice.
 */
export const PRELOADS_GLOBAL = '__STOREFRONT_PRELOADS__';

/** The longest the browser's start waits for the starter's preloads. */
export const PRELOADS_WAIT_CAP_MS = 1000;

/**
 * Resolves once the document's preloads are all added, at once when the document has none (the dev
 * app, a host's own document), and after PRELOADS_WAIT_CAP_MS at the latest.
 */
export function documentPreloadsAdded(value: unknown, setTimer: (run: () => void, ms: number) => unknown = setTimeout): Promise<void> {
  const pending = typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function' ? (value as PromiseLike<unknown>) : null;
  if (!pending) return Promise.resolve();
  return new Promise((resolve) => {
    setTimer(resolve, PRELOADS_WAIT_CAP_MS);
    Promise.resolve(pending).then(
      () => resolve(),
      () => resolve(),
    );
  });
}
