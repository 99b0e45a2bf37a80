import { describe, expect, it } from 'vitest';
import { PRELOADS_GLOBAL } from '../app/document/documentPreloads';
import { composeDocument, escapeHtml, headTags, parseDocumentTemplate } from './documentHtml';
import { ENTRY_IMPORT_CAP_MS, ENTRY_START_CAP_MS, entryStarter, PRELOAD_BATCH } from './entryStarter';

const TEMPLATE = `<!doctype html>
<html lang="th">
  <head>
    <meta charset="UTF-8" />
    <title>Beauty storefront</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the document', () => {
  it('puts the language, head, styles, page and inline data where they belong', () => {
    const html = composeDocument(parseDocumentTemplate(TEMPLATE), {
      lang: 'en-US',
      head: '<title>Cart</title>',
      styles: '<style>a{}</style>',
      appHtml: '<main>Cart</main>',
      data: ['<script type="application/json" id="data">{}</script>'],
      scripts: ['window.a=1;'],
      nonce: 'n0nce',
    });
    expect(html).toMatch(/^<!doctype html>\n<html lang="en-US">/);
    // The nonce goes into the meta styled-components reads; the scripts leave the head (the starter adds them).
    expect(html).toContain('<meta property="csp-nonce" nonce="n0nce" />\n    <title>Cart</title>\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n  <style>a{}</style></head>');
    expect(html).toContain('<div id="root"><main>Cart</main></div><script type="application/json" id="data">{}</script><script nonce="n0nce">window.a=1;</script><script type="module" nonce="n0nce">');
    // The starter is given the entry and the nonce its preload links carry (what it does with them: below).
    expect(html).toContain('"entryModules":["/assets/index.js"]');
    expect(html).toContain('"nonce":"n0nce"');
    expect(html).not.toMatch(/<script type="module"[^>]* src=/);
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).not.toContain('Beauty storefront');
  });

  it('sends no nonce without one', () => {
    const html = composeDocument(parseDocumentTemplate(TEMPLATE), { lang: 'th-TH', head: '<title>Cart</title>', styles: '', appHtml: '<main>Cart</main>', scripts: [] });
    expect(html).not.toContain('nonce=');
    expect(html).toContain('"nonce":null');
    expect(html).toContain('"entryModules":["/assets/index.js"]');
  });
});

/** Whether a promise has settled by the next task. */
async function settles(value: unknown): Promise<boolean> {
  let settled = false;
  void Promise.resolve(value).then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

/** Lets the promise callbacks queued so far run (the starter's wait for its preloads). */
async function microtasks(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

interface StandInLink {
  rel: string;
  href: string;
  nonce: string;
  crossOrigin: string | null;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

/** Runs the entry starter against a stand-in document: what it imports and preloads, and when. */
function runStarter(options: { readyState: 'loading' | 'complete'; hidden?: boolean; paintTiming?: boolean; pagePreloads?: readonly string[]; bootPreloads?: readonly string[]; modulePreload?: boolean }) {
  const imported: string[] = [];
  // Paint timing: observers of 'paint' entries, told of the first contentful paint by `reportPaint`.
  const paintObservers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; connected: boolean }[] = [];
  const reported: string[] = [];
  const listOf = (names: readonly string[]) => ({ getEntriesByName: (wanted: string) => names.filter((name) => name === wanted).map((name) => ({ name, entryType: 'paint' })) });
  class PaintObserver {
    static readonly supportedEntryTypes = ['paint', 'longtask'];
    private readonly entry: (typeof paintObservers)[number];
    constructor(callback: (typeof paintObservers)[number]['callback']) {
      this.entry = { callback, connected: false };
      paintObservers.push(this.entry);
    }
    observe(init: { type: string; buffered: boolean }): void {
      if (init.type !== 'paint') return;
      this.entry.connected = true;
      // Buffered entries arrive in a later task, as the browser delivers them.
      const earlier = [...reported];
      if (init.buffered && earlier.length > 0) timers.push({ run: () => this.entry.connected && this.entry.callback(listOf(earlier)), ms: 0 });
    }
    disconnect(): void {
      this.entry.connected = false;
    }
  }
  const preloads: StandInLink[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const onLoad: (() => void)[] = [];
  // A browser without `modulepreload` (Safari before 17) ignores the links and fires no event on them.
  const knowsModulePreload = options.modulePreload ?? true;
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    readyState: options.readyState,
    createElement: () => ({
      rel: '',
      href: '',
      nonce: '',
      crossOrigin: null as string | null,
      onload: null,
      onerror: null,
      relList: { supports: (token: string) => knowsModulePreload && token === 'modulepreload' },
    }),
    head: { append: (link: StandInLink) => preloads.push(link) },
  };
  const body = entryStarter(['/assets/index.js'], ['/assets/react.js', '/assets/router.js'], 'n0nce', options.pagePreloads, options.bootPreloads).replaceAll('import(', 'load(');
  // The starter is a module script: run it with the browser's globals it uses stood in for.
  const run = new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', 'addEventListener', 'load', 'PerformanceObserver', body) as (...args: unknown[]) => void;
  const window: Record<string, unknown> = {};
  run(
    window,
    document,
    (frame: () => void) => frames.push(frame),
    (task: () => void, ms: number) => timers.push({ run: task, ms }),
    (type: string, listener: () => void) => type === 'load' && onLoad.push(listener),
    (src: string) => imported.push(src),
    options.paintTiming ? PaintObserver : undefined,
  );
  const reportPaint = (name: string) => {
    reported.push(name);
    for (const observer of paintObservers.filter((candidate) => candidate.connected)) observer.callback(listOf([name]));
  };
  const paint = () => frames.splice(0).forEach((frame) => frame());
  const elapse = (ms: number) => timers.filter((timer) => timer.ms <= ms).forEach((timer) => timers.splice(timers.indexOf(timer), 1) && timer.run());
  /** Whether the scripts have started: the first preloads are in the document. */
  const started = () => preloads.length > 0;
  /** The preloads' files arrive (or fail), as many as are in the document. */
  const arrive = (...hrefs: string[]) =>
    preloads.filter((link) => hrefs.length === 0 || hrefs.includes(link.href)).forEach((link, index) => (index % 2 === 0 ? link.onload : link.onerror)?.());
  /** Runs the tasks that add the preloads until all are in the document. */
  const addAll = () => {
    for (let task = 0; task < 20 && timers.some((timer) => timer.ms === 0); task++) elapse(0);
  };
  return { imported, preloads, paint, elapse, reportPaint, window, started, arrive, addAll, load: () => onLoad.splice(0).forEach((listener) => listener()) };
}

describe('the entry starter', () => {
  it('starts the scripts after the page has loaded and painted, once', async () => {
    const page = runStarter({ readyState: 'loading' });
    page.paint();
    page.elapse(0);
    expect(page.started()).toBe(false);
    page.load();
    page.paint();
    page.elapse(0);
    expect(page.started()).toBe(true);
    page.addAll();
    page.arrive();
    await microtasks();
    expect(page.imported).toEqual(['/assets/index.js']);
    // The cap's timer comes later and starts nothing again.
    page.elapse(ENTRY_START_CAP_MS);
    expect(page.preloads).toHaveLength(3);
    expect(page.imported).toEqual(['/assets/index.js']);
  });

  it('waits for the first contentful paint the browser reports, not only for the next frame', () => {
    const page = runStarter({ readyState: 'loading', paintTiming: true });
    page.load();
    page.paint();
    page.elapse(0);
    expect(page.started()).toBe(false);
    page.reportPaint('first-paint');
    page.elapse(0);
    expect(page.started()).toBe(false);
    page.reportPaint('first-contentful-paint');
    page.elapse(0);
    expect(page.started()).toBe(true);
    // Told again (another observer's buffered entry), it starts nothing twice.
    page.reportPaint('first-contentful-paint');
    page.addAll();
    expect(page.preloads).toHaveLength(3);
  });

  it('with paint timing, waits for the load too, and counts a paint reported before it', () => {
    const page = runStarter({ readyState: 'loading', paintTiming: true });
    page.paint();
    page.reportPaint('first-contentful-paint');
    page.elapse(0);
    expect(page.started()).toBe(false);
    page.load();
    page.elapse(0); // the buffered entry is delivered
    page.elapse(0); // the start's task
    expect(page.started()).toBe(true);
  });

  it('with paint timing, keeps the cap when no contentful paint is reported', () => {
    const page = runStarter({ readyState: 'loading', paintTiming: true });
    page.paint();
    page.load();
    page.elapse(0);
    expect(page.started()).toBe(false);
    page.elapse(ENTRY_START_CAP_MS);
    expect(page.started()).toBe(true);
  });

  it('preloads the entry, its modules, then the page’s, a batch to a task, with the nonce, and says when it is done, naming the page’s', async () => {
    const pagePreloads = Array.from({ length: PRELOAD_BATCH * 3 + 1 }, (_, index) => `/assets/page-${index}.js`);
    const page = runStarter({ readyState: 'complete', pagePreloads });
    page.paint();
    page.elapse(0);
    expect(await settles(page.window[PRELOADS_GLOBAL])).toBe(false);
    const added: number[] = [page.preloads.length];
    for (let task = 0; task < 6; task++) {
      page.elapse(0);
      added.push(page.preloads.length);
    }
    const all = ['/assets/index.js', '/assets/react.js', '/assets/router.js', ...pagePreloads];
    expect(await settles(page.window[PRELOADS_GLOBAL])).toBe(true);
    // PRELOAD_BATCH more in each task, until all are there.
    expect(added).toEqual(added.map((_, task) => Math.min(all.length, PRELOAD_BATCH * (task + 1))));
    expect(page.preloads.map(({ rel, href, nonce, crossOrigin }) => [rel, href, nonce, crossOrigin])).toEqual(all.map((href) => ['modulepreload', href, 'n0nce', '']));
    // The browser's start evaluates the page's own files one to a task: the promise names them, in their order.
    expect(await page.window[PRELOADS_GLOBAL]).toEqual(pagePreloads);
  });

  it('preloads the start’s own modules after the entry’s and before the page’s, so they come in the same wave', async () => {
    const page = runStarter({ readyState: 'complete', pagePreloads: ['/assets/Cart.js'], bootPreloads: ['/assets/sendRequest.js', '/assets/common.js'] });
    page.paint();
    page.addAll();
    expect(page.preloads.map(({ href }) => href)).toEqual(['/assets/index.js', '/assets/react.js', '/assets/router.js', '/assets/sendRequest.js', '/assets/common.js', '/assets/Cart.js']);
    // The browser's start evaluates only the page's own files one to a task.
    expect(await page.window[PRELOADS_GLOBAL]).toEqual(['/assets/Cart.js']);
  });

  it('imports the entry once every preload has arrived or failed, not while they arrive', async () => {
    const page = runStarter({ readyState: 'complete', pagePreloads: ['/assets/page.js'] });
    page.paint();
    page.elapse(0);
    page.arrive('/assets/index.js', '/assets/react.js');
    await microtasks();
    // The last preloads are still to be added.
    expect(page.imported).toEqual([]);
    page.addAll();
    page.arrive('/assets/router.js');
    await microtasks();
    expect(page.imported).toEqual([]);
    // The page's module fails (its own import reports that): the entry starts all the same.
    page.preloads.find((link) => link.href === '/assets/page.js')?.onerror?.();
    await microtasks();
    expect(page.imported).toEqual(['/assets/index.js']);
  });

  it('imports the entry when a preload takes longer than the cap, once', async () => {
    const page = runStarter({ readyState: 'complete' });
    page.paint();
    page.elapse(0);
    page.addAll();
    page.arrive('/assets/index.js', '/assets/react.js');
    page.elapse(ENTRY_IMPORT_CAP_MS - 1);
    await microtasks();
    expect(page.imported).toEqual([]);
    page.elapse(ENTRY_IMPORT_CAP_MS);
    expect(page.imported).toEqual(['/assets/index.js']);
    page.arrive('/assets/router.js');
    await microtasks();
    expect(page.imported).toEqual(['/assets/index.js']);
  });

  it('imports the entry at once in a browser without modulepreload, and still adds the links', () => {
    const page = runStarter({ readyState: 'complete', modulePreload: false });
    page.paint();
    page.elapse(0);
    expect(page.imported).toEqual(['/assets/index.js']);
    page.addAll();
    expect(page.preloads).toHaveLength(3);
    expect(page.imported).toEqual(['/assets/index.js']);
  });

  it('does not wait for a picture that takes longer than the cap', () => {
    const page = runStarter({ readyState: 'loading' });
    page.paint();
    page.elapse(0);
    page.elapse(ENTRY_START_CAP_MS - 1);
    expect(page.started()).toBe(false);
    page.elapse(ENTRY_START_CAP_MS);
    expect(page.started()).toBe(true);
  });

  it('starts after the next paint when the page has already loaded, and at once in a hidden tab', () => {
    const loaded = runStarter({ readyState: 'complete' });
    expect(loaded.started()).toBe(false);
    loaded.paint();
    loaded.elapse(0);
    expect(loaded.started()).toBe(true);
    expect(runStarter({ readyState: 'loading', hidden: true }).started()).toBe(true);
  });
});

describe('the head', () => {
  it('escapes what pages put in the head', () => {
    const tags = headTags({
      title: '"><script>alert(1)</script>',
      description: "Tom & Jerry's",
      siteName: 'Shop',
      url: 'https://shop.example/m?a=1&b=2',
      ogLocale: 'th_TH',
      page: { title: '<b>', priceAmount: 690 },
      links: [
        { rel: 'manifest', href: '/manifest.th.webmanifest' },
        { rel: 'icon', href: '/favicon.ico', sizes: '16x16 32x32' },
        { rel: 'preload', href: '/assets/thai.woff2', as: 'font', type: 'font/woff2', crossOrigin: true },
      ],
      themeColor: '#e8336e',
    });
    expect(tags).toContain('<link rel="manifest" href="/manifest.th.webmanifest" />');
    expect(tags).toContain('<link rel="icon" href="/favicon.ico" sizes="16x16 32x32" />');
    expect(tags).toContain('<meta name="theme-color" content="#e8336e" />');
    expect(tags).toContain('<link rel="preload" href="/assets/thai.woff2" as="font" type="font/woff2" crossorigin />');
    expect(tags).not.toContain('<script>');
    expect(tags).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(tags).toContain('content="Tom &amp; Jerry&#39;s"');
    expect(tags).toContain('<meta property="product:price:amount" content="690.00" />');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});
