import { PRELOADS_GLOBAL } from '../app/document/documentPreloads';

/** The longest the scripts wait for the page's pictures and fonts after the first paint. */
export const ENTRY_START_CAP_MS = 3000;

/** How many module preloads the starter adds in one task. */
export const PRELOAD_BATCH = 2;

/**
 * The longest the starter waits for its module preloads to arrive before it imports the entry. On
 * a fast connection they arrive together within a few hundred milliseconds, and that burst (the
 * browser's network and IO threads, its compile workers) would share the cores with the entry's
 * tasks. On a slow one (slow 4G: the first five files after 0.6-1 s, the last after 5-6 s) they
 * trickle in: the entry then starts as soon as its own files are there and evaluates while the
 * page's arrive, as it would without the wait.
 */
export const ENTRY_IMPORT_CAP_MS = 800;

/** What the starter is given, as JSON in the document. */
interface StarterConfig {
  /** The build's entry modules, imported once their preloads have arrived. */
  readonly entryModules: readonly string[];
  /** Every module preloaded before the entry is imported, in order: the entry's, its imports, the start's, the page's. */
  readonly preloads: readonly string[];
  /** The page's own modules, announced on the global once all preloads are in the document. */
  readonly pagePreloads: readonly string[];
  /** The name of the global that the browser's start awaits (PRELOADS_GLOBAL). */
  readonly preloadsGlobal: string;
  /** The response's nonce for the preload links ('strict-dynamic'), or null without a policy. */
  readonly nonce: string | null;
  readonly batch: number;
  readonly startCapMs: number;
  readonly importCapMs: number;
}

/**
 * The starter itself. It runs in the browser, inlined in the document as its own source text, so it
 * uses only its arguments and the browser's globals (no imports, nothing from this module's scope).
 * `load` imports a module: it is written in the document as a dynamic import, so no bundler ever
 * rewrites it.
 */
function startEntry(config: StarterConfig, load: (src: string) => unknown): void {
  let started = false;
  let imported = false;
  const importEntry = (): void => {
    if (imported) return;
    imported = true;
    for (const src of config.entryModules) load(src);
  };

  const relList = document.createElement('link').relList as DOMTokenList | undefined;
  const canPreload = !!relList && typeof relList.supports === 'function' && relList.supports('modulepreload');
  const arrivals: Promise<unknown>[] = [];
  const preload = (href: string): void => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    if (config.nonce) link.nonce = config.nonce;
    link.href = href;
    arrivals.push(
      new Promise((arrived) => {
        link.onload = arrived;
        link.onerror = arrived;
      }),
    );
    document.head.append(link);
  };

  // The browser's start awaits this promise: it resolves with the page's own modules once every
  // preload is in the document.
  let announce: (pageModules: readonly string[]) => void = () => undefined;
  (window as unknown as Record<string, unknown>)[config.preloadsGlobal] = new Promise<readonly string[]>((resolve) => {
    announce = resolve;
  });

  // A few preloads to a task; when all are in, import the entry once they have arrived (or failed),
  // or importCapMs later, whichever comes first.
  const waiting = [...config.preloads];
  const addPreloads = (): void => {
    for (const href of waiting.splice(0, config.batch)) preload(href);
    if (waiting.length > 0) {
      setTimeout(addPreloads, 0);
      return;
    }
    announce(config.pagePreloads);
    void Promise.all(arrivals).then(importEntry);
    setTimeout(importEntry, config.importCapMs);
  };
  const start = (): void => {
    if (started) return;
    started = true;
    if (!canPreload) importEntry();
    addPreloads();
  };

  const afterFrame = (then: () => void): void => {
    requestAnimationFrame(() => setTimeout(then, 0));
  };
  const Observer =
    typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint') ? PerformanceObserver : null;
  const afterContentfulPaint = (then: () => void): void => {
    if (!Observer) {
      afterFrame(then);
      return;
    }
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(then, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  };

  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  afterFrame(() => setTimeout(start, config.startCapMs));
  if (document.readyState === 'complete') afterContentfulPaint(start);
  else addEventListener('load', () => afterContentfulPaint(start), { once: true });
}

/**
 * The script that starts the browser entry. Once the page has loaded (its pictures and fonts) and
 * its first contentful paint has been reported, or ENTRY_START_CAP_MS after the first frame when a
 * picture takes longer (the page then hydrates without waiting for it), or at once in a hidden tab,
 * where animation frames do not run, it preloads the entry, the modules the entry imports and the
 * page's own (`pagePreloads`; with the nonce, for 'strict-dynamic'), and imports the entry when they
 * have all arrived (or failed), or ENTRY_IMPORT_CAP_MS after the last was added, whichever comes
 * first. Until then the server's HTML is the page: its links work as plain links. The start's own
 * modules (`bootPreloads`: the api client's sending, the common schemas, the session's actor, the
 * link rules…) are in the same list, so they arrive with the entry instead of each after the module
 * that imports it (six more round trips on a slow phone).
 *
 * The paint is the one the browser reports (paint timing), not the next animation frame: on a busy
 * phone the first frame can reach the screen well after its animation frame ran, and scripts
 * requested before then share the connection with what the first paint still needs. A browser
 * without paint timing starts after the next frame.
 *
 * The preloads are added PRELOAD_BATCH to a task: a few dozen links added by a script in one task
 * blocked the page for as long as a long task. On a fast connection the entry is imported once its
 * files are there, not while they arrive: the browser's network, its compile workers and the server
 * answering share the cores with the main thread while the files arrive. A browser that does not
 * know `modulepreload` imports the entry at once. The browser's start waits for the promise the
 * starter sets on PRELOADS_GLOBAL, which resolves with the page's own files.
 */
export function entryStarter(
  entryModules: readonly string[],
  modulePreloads: readonly string[],
  nonce?: string,
  pagePreloads: readonly string[] = [],
  bootPreloads: readonly string[] = [],
): string {
  const config: StarterConfig = {
    entryModules,
    preloads: [...entryModules, ...modulePreloads, ...bootPreloads, ...pagePreloads],
    pagePreloads,
    preloadsGlobal: PRELOADS_GLOBAL,
    nonce: nonce ?? null,
    batch: PRELOAD_BATCH,
    startCapMs: ENTRY_START_CAP_MS,
    importCapMs: ENTRY_IMPORT_CAP_MS,
  };
  // `<` never appears raw inside the inline script, so no string in it can close the element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `(${startEntry.toString()})(${json},(src)=>import(src));`;
}
