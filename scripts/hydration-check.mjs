// The server-rendering check in a real browser: starts `npm run preview` (the built app rendered by
// the built server entry, the mock backend behind it), opens every route of the table as a guest
// and as the demo shopper (the shopping pages also in English and Chinese), and fails on a page
// error, a console error or warning (a hydration mismatch is reported as one), a document without
// server-rendered content, or a loader call the browser repeats although the server inlined its
// data. Every page must come with the strict content security policy (a nonce for scripts, Trusted
// Types), and any violation of it fails the check. After hydration each page also gets the
// structure audit of pageStructure.mjs (one h1 inside one main, no skipped heading levels, named
// landmarks, a working skip link) and a check that the server's global styles are still in force
// (the browser does not add them again). Every document must be titled by its page (not the shop's
// name alone), keep that title once hydrated, and no two pages of one language and visitor that
// rendered (status 200) may share a title. Run it after `npm run build` (`npm test` does).
import { auditPageStructure, footerNavPatterns } from './pageStructure.mjs';
import { watchRequests } from './networkQuiet.mjs';
import { launchBrowser, startPreview } from './preview-server.mjs';
import { eachSideBySide } from './sideBySide.mjs';

const SAMPLES_FILE = new URL('../src/server/testing/routeSamples.ts', import.meta.url);
const { ROUTE_SAMPLES } = await import(SAMPLES_FILE.href);

/** Loader calls the browser must not repeat on the page it hydrates (the server inlined their answers). */
const LOADER_CALLS = {
  '/m/shop_cart.php': /cart_detail\.php/,
  '/m/lotus-dew/turmeric-serum-50001.html': /\/team\/detail|team_detail/,
};
const LOCALE_PAGES = ['/m', '/m/shop_cart.php', '/m/lotus-dew/turmeric-serum-50001.html', '/m/search?keyword=serum'];
/**
 * The five measured pages (`npm run bench:interactive`): every script requested before the page has
 * hydrated must be one the document named (so the browser requests them in one wave, not each after
 * the file that imports it), and no more files than SCRIPT_FILES_BUDGET.
 */
const MEASURED_PAGES = new Set(['/m', '/m/lotus-dew/turmeric-serum-50001.html', '/m/shop_cart.php', '/m/search?keyword=serum', '/m/list/skincare']);
/** The most script files a measured page requests before it has hydrated (10–12 measured on the five pages since the libraries are one file; 13–15 before; 51–64 before the pages' shared code and the components were a file each and the forwarding files were taken out). The issue's target is 15. */
const SCRIPT_FILES_BUDGET = 12;
const API_PATH = /^\/(m_api|wap\/api|api\/go|booking|v1)\//;
/** The addresses whose layout shows the footer navigation (route patterns as expressions under /m). */
const FOOTER_NAV = [...footerNavPatterns()].map((pattern) =>
  new RegExp(`^/m${pattern.replace(/\/?:\w+\?/g, '(?:/[^/]+)?').replace(/:\w+/g, '[^/]+').replace(/^(?=[^/(])/, '/')}/?$`));

/**
 * Pages open side by side. Each list of pages is split between the workers, and each part gets a
 * context of its own, so a mock session of its own: one page's visit cannot change what another
 * renders.
 */
const WORKERS = 2;

const started = Date.now();
// Each context (a seed, a locale) has a shop of its own: they must not see each other's changes.
const preview = await startPreview({ world: 'session' });
const browser = await launchBrowser();
const failures = [];
let checked = 0;
let violations = 0;
let audited = 0;
let structureProblems = 0;
let structureMs = 0;
/** Per seed and language: each document title and the addresses (paths) that had it. */
const titlesBy = new Map();
/** The measured pages' script files before hydration, for the summary. */
const scriptFiles = [];

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
/** The served title's text (the server escapes it as HTML). */
function decodeEntities(text) {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_entity, name) => ENTITIES[name]);
}

/** Each page records the policy violations the browser reports (also those it does not log), and when it hydrated. */
const RECORD_VIOLATIONS = () => {
  new MutationObserver((_changes, observer) => {
    if (document.documentElement.getAttribute('data-storefront-ready') === 'true') {
      window.__hydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-storefront-ready'] });
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile || 'document'}:${event.lineNumber})`);
  });
};

async function check(context, path, label) {
  const page = await context.newPage();
  const requests = watchRequests(page);
  const problems = [];
  const apiCalls = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (API_PATH.test(url.pathname)) apiCalls.push(url.pathname + url.search);
  });
  const response = await page.goto(`${preview.origin}${path}`, { waitUntil: 'load' });
  const status = response?.status() ?? 0;
  const served = await response?.text();
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  if (!/script-src 'nonce-[^']+' 'strict-dynamic'/.test(policy) || !policy.includes("require-trusted-types-for 'script'")) {
    problems.push(`the page came without the strict content security policy (${policy || 'no header'})`);
  }
  // The browser reports the document's own 404 (the not-found page) as a failed resource: expected.
  if (status === 404) {
    const own = problems.findIndex((problem) => problem.startsWith('console error: Failed to load resource: the server responded with a status of 404'));
    if (own >= 0) problems.splice(own, 1);
  }
  if (!/<main\b[^>]*>[\s\S]*?\S[\s\S]*?<\/main>/.test(served ?? '')) problems.push(`status ${status}: the served document has no rendered main region`);
  const servedTitle = decodeEntities(/<title>([^<]*)<\/title>/.exec(served ?? '')?.[1] ?? '').trim();
  if (servedTitle === '' || !servedTitle.includes(' | ')) problems.push(`the document's title is only the shop's name, or none ("${servedTitle}")`);
  try {
    await page.waitForSelector('html[data-storefront-ready="true"]', { timeout: 15_000 });
    // The calls the page makes once it has hydrated have ended (or, after 10 s, are left).
    await requests.quiet();
  } catch {
    problems.push('the page never became interactive');
  }
  // Only the page the server rendered: a page that sends the shopper on (login when signed in) loads the next one itself.
  const repeated = new URL(page.url()).pathname + new URL(page.url()).search === path ? LOADER_CALLS[path] : undefined;
  if (repeated && apiCalls.some((call) => repeated.test(call))) problems.push(`the browser repeated the loader's call: ${apiCalls.filter((call) => repeated.test(call)).join(', ')}`);
  if (MEASURED_PAGES.has(path) && label.startsWith('guest th_TH')) {
    // The files the document names: the starter's lists of module files.
    const named = new Set([...(served ?? '').matchAll(/"(\/assets\/[\w.-]+\.js)"/g)].map((match) => match[1]));
    const early = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < (window.__hydratedAt ?? Infinity) && /\.js(\?|$)/.test(new URL(entry.name).pathname))
        .map((entry) => new URL(entry.name).pathname),
    );
    const unnamed = early.filter((file) => !named.has(file));
    if (unnamed.length > 0) problems.push(`${unnamed.length} scripts requested before hydration that the document did not name: ${unnamed.join(', ')}`);
    if (early.length > SCRIPT_FILES_BUDGET) problems.push(`${early.length} script files requested before hydration (budget ${SCRIPT_FILES_BUDGET})`);
    scriptFiles.push(`${path} ${early.length}`);
  }
  const finalUrl = new URL(page.url());
  if (status === 200 && finalUrl.pathname + finalUrl.search === path) {
    const hydratedTitle = await page.title();
    if (hydratedTitle !== servedTitle) problems.push(`the title changed after hydration: "${servedTitle}" to "${hydratedTitle}"`);
    // Pages titled by a failure (not found, an error) may share their title; every other page's is its own.
    const seen = titlesBy.get(label) ?? new Map();
    titlesBy.set(label, seen);
    const pages = seen.get(servedTitle) ?? new Set();
    pages.add(finalUrl.pathname);
    seen.set(servedTitle, pages);
  }
  if ((await page.locator('main').count()) === 0) problems.push('no main region after hydration');
  else if (!problems.includes('the page never became interactive')) {
    const pathname = new URL(page.url()).pathname;
    const auditStarted = Date.now();
    const found = await auditPageStructure(page, { footerNav: FOOTER_NAV.some((address) => address.test(pathname)) });
    structureMs += Date.now() - auditStarted;
    audited += 1;
    structureProblems += found.length;
    for (const problem of found) problems.push(`structure: ${problem}`);
  }
  // The browser does not add the global styles again over a page the server rendered: the
  // server's style tag has to keep them in force once the page has hydrated.
  const globalStyles = await page.evaluate(() => ({ margin: getComputedStyle(document.body).margin, sizing: getComputedStyle(document.body).boxSizing }));
  if (globalStyles.margin !== '0px' || globalStyles.sizing !== 'border-box') {
    problems.push(`the global styles are not in force after hydration (body margin ${globalStyles.margin}, box sizing ${globalStyles.sizing})`);
  }
  const blocked = await page.evaluate(() => window.__cspViolations ?? []);
  violations += blocked.length;
  for (const violation of blocked) problems.push(`content security policy: ${violation}`);
  await page.close();
  checked += 1;
  for (const problem of problems) failures.push(`${label} ${path}: ${problem}`);
}

/** One part of a seed's and locale's pages, in a context of its own. */
async function checkPart({ seed, locale, paths }) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: locale.replace('_', '-') });
  await context.addInitScript(RECORD_VIOLATIONS);
  await context.addCookies([{ name: 'f34c_lang2', value: locale, url: preview.origin }]);
  const reset = await context.request.post(`${preview.origin}/__mock/reset?seed=${seed}`);
  if (!reset.ok()) throw new Error(`reset to ${seed} failed: ${reset.status()}`);
  for (const path of paths) await check(context, path, `${seed} ${locale}`);
  await context.close();
}

const parts = [];
for (const seed of ['guest', 'shopper']) {
  for (const locale of ['th_TH', 'en_US', 'zh_CN']) {
    const paths = locale === 'th_TH' ? Object.values(ROUTE_SAMPLES) : LOCALE_PAGES;
    for (let worker = 0; worker < WORKERS; worker += 1) {
      parts.push({ seed, locale, paths: paths.filter((_, index) => index % WORKERS === worker) });
    }
  }
}

try {
  await eachSideBySide(parts, WORKERS, checkPart);
} finally {
  await browser.close();
  preview.stop();
}

for (const [label, seen] of titlesBy) {
  for (const [title, paths] of seen) {
    if (paths.size > 1) failures.push(`${label}: ${paths.size} pages share the title "${title}": ${[...paths].join(', ')}`);
  }
}
const titled = [...titlesBy.values()].reduce((sum, seen) => sum + seen.size, 0);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  console.error(`hydration: ${failures.length} problems on ${checked} pages, ${structureProblems} of them in the structure of ${audited} audited pages (${seconds} s, the structure audit ${(structureMs / 1000).toFixed(1)} s)`);
  process.exit(1);
}
console.log(`hydration: ${checked} pages rendered on the server and hydrated without a mismatch, under the strict content security policy with ${violations} violations; structure audited on ${audited} pages, 0 problems; ${titled} distinct titles, none the shop's name alone or shared; script files before hydration, every one named by the document: ${scriptFiles.join(', ')} (${seconds} s, the structure audit ${(structureMs / 1000).toFixed(1)} s)`);
