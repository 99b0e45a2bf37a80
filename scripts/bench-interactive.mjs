// `npm run bench:interactive`: when each of five pages works for a shopper on a slow phone, in a real
// Chromium with Lighthouse's slow-4G profile applied through DevTools (not simulated): 562.5 ms
// round trip, 1.47 Mbps down, 675 kbps up, the CPU slowed 4×. For home, a product page, the cart,
// search and a list it prints, as the median of RUNS runs (3 by default): the first contentful
// paint; when the page's primary control works (its React handler is attached: a product card's or
// the product page's Add to cart, the cart's quantity stepper, the search box, the list's first
// card); the INP of that control's first use once it works; the script files requested before then;
// the longest chain of those script requests after the document, in round trips (a file requested
// by a file requested by the document is 2); and the JavaScript transferred. Run after `npm run
// build:app`; it starts `npm run preview` itself. A benchmark: it prints figures and fails only when
// a page never works.
import { launchBrowser, startPreview } from './preview-server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const WAIT_MS = 40_000;
/** Lighthouse's slow 4G (its devtools throttling), in DevTools' units. */
const PROFILE = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8, cpu: 4 };

/**
 * Each page's primary control, found in the page (English): a function's source, run in the page,
 * that returns the element or null.
 */
const PAGES = [
  { name: 'home', path: '/m', control: `() => document.querySelector('main button[aria-label^="Add "][aria-label$=" to cart"]')`, use: 'click' },
  { name: 'product', path: '/m/lotus-dew/turmeric-serum-50001.html', control: `() => [...document.querySelectorAll('main button')].find((b) => b.textContent.trim() === 'Add to cart') ?? null`, use: 'click' },
  { name: 'cart', path: '/m/shop_cart.php', control: `() => document.querySelector('main button[aria-label="Increase quantity"]')`, use: 'click' },
  { name: 'search', path: '/m/search', control: `() => document.querySelector('input[type="search"]')`, use: 'type' },
  { name: 'list', path: '/m/list/skincare', control: `() => document.querySelector('main button[aria-label^="Add "][aria-label$=" to cart"]')`, use: 'click' },
];

/**
 * Installed before the page's scripts: polls every 20 ms for the control and records when React has
 * attached a handler to it (its props, or its form's, hold an event handler) and when the first
 * contentful paint was.
 */
function watchControl(find) {
  const handlerOf = (element) => {
    for (let node = element; node; node = node.parentElement) {
      const key = Object.keys(node).find((name) => name.startsWith('__reactProps$'));
      const props = key ? node[key] : null;
      if (props && ['onClick', 'onSubmit', 'onChange', 'onPointerDown', 'onKeyDown'].some((name) => typeof props[name] === 'function')) return true;
      if (node.tagName === 'FORM' || node.tagName === 'MAIN') return false;
    }
    return false;
  };
  const state = { shownAt: null, worksAt: null, fcp: null, events: [] };
  window.__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) state.events.push({ at: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  const poll = setInterval(() => {
    const element = find();
    if (element && state.shownAt === null) state.shownAt = performance.now();
    if (element && handlerOf(element)) {
      state.worksAt = performance.now();
      clearInterval(poll);
    }
  }, 20);
}

const median = (values) => {
  const sorted = values.filter((value) => value !== null && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function measure(browser, origin, page) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'en-US', isMobile: true, hasTouch: true });
  await context.addCookies([{ name: 'f34c_lang2', value: 'en_US', url: origin }]);
  const tab = await context.newPage();
  await tab.addInitScript(`(${watchControl.toString()})(${page.control})`);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latency,
    downloadThroughput: PROFILE.downloadThroughput,
    uploadThroughput: PROFILE.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpu });
  /** Script requests: url → { depth, requestId, bytes }. */
  const scripts = new Map();
  const byId = new Map();
  let documentUrl = null;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, type }) => {
    if (type === 'Document' && documentUrl === null) {
      documentUrl = request.url;
      return;
    }
    if (type !== 'Script' && !/\.m?js(\?|$)/.test(request.url)) return;
    const from = initiator.url ?? initiator.stack?.callFrames?.[0]?.url ?? initiator.stack?.parent?.callFrames?.[0]?.url ?? documentUrl;
    const parent = scripts.get(from);
    const entry = { depth: parent ? parent.depth + 1 : 1, bytes: 0 };
    if (!scripts.has(request.url)) scripts.set(request.url, entry);
    byId.set(requestId, scripts.get(request.url));
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = byId.get(requestId);
    if (entry) entry.bytes += encodedDataLength;
  });

  await tab.goto(`${origin}${page.path}`, { waitUntil: 'commit' });
  await tab.waitForFunction(() => window.__bench?.worksAt !== null, undefined, { timeout: WAIT_MS, polling: 100 });
  const { worksAt, fcp } = await tab.evaluate(() => window.__bench);
  const beforeWorks = await tab.evaluate((at) => performance.getEntriesByType('resource').filter((entry) => /\.m?js(\?|$)/.test(entry.name) && entry.startTime <= at).map((entry) => entry.name), worksAt);
  // The first use: a tap on the control, or a letter typed into it.
  const control = await tab.evaluateHandle(`(${page.control})()`);
  if (page.use === 'type') {
    await control.asElement().focus();
    await tab.keyboard.type('s');
  } else {
    await control.asElement().dispatchEvent('pointerdown');
    await control.asElement().click({ force: true, noWaitAfter: true });
  }
  await tab.waitForTimeout(2500);
  const events = await tab.evaluate((at) => window.__bench.events.filter((event) => event.at >= at), worksAt);
  const inp = events.length > 0 ? Math.max(...events.map((event) => event.duration)) : 0;
  // The chain of the scripts the page needed before it worked (what loads once it works, the rest
  // of the language, comes after).
  const chain = Math.max(0, ...beforeWorks.map((url) => scripts.get(url)?.depth ?? 1));
  const kb = [...scripts.values()].reduce((sum, entry) => sum + entry.bytes, 0) / 1024;
  await context.close();
  return { fcp, worksAt, inp, files: beforeWorks.length, chain, kb };
}

const preview = await startPreview();
const browser = await launchBrowser();
const rows = [];
try {
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      try {
        runs.push(await measure(browser, preview.origin, page));
      } catch (error) {
        console.error(`${page.name}: run ${run + 1} failed: ${error.message.split('\n')[0]}`);
      }
    }
    if (runs.length === 0) throw new Error(`${page.name}: the primary control never worked within ${WAIT_MS / 1000} s`);
    const pick = (key) => median(runs.map((run) => run[key]));
    rows.push({ page: page.name, fcp: pick('fcp'), works: pick('worksAt'), inp: pick('inp'), files: pick('files'), chain: pick('chain'), kb: pick('kb'), runs: runs.length });
    console.log(`${page.name}: ${runs.map((run) => `works ${(run.worksAt / 1000).toFixed(2)} s`).join(', ')}`);
  }
} finally {
  await browser.close();
  preview.stop();
}

const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
console.log(`\nslow 4G applied (562.5 ms RTT, 1.47 Mbps down, 675 kbps up, CPU 4× slower), median of ${RUNS} runs`);
console.log('| page | first paint | primary control works | INP of its first use | script files before it works | longest script chain before it works (round trips) | JS transferred |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.page} | ${seconds(row.fcp)} | ${seconds(row.works)} | ${row.inp < 16 ? '< 16' : Math.round(row.inp)} ms | ${row.files} | ${row.chain} | ${row.kb.toFixed(1)} kB |`);
}
