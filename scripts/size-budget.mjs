// The size budget of the app build (`npm run size:check`, after `npm run build:app`): exits with 1
// when the first load or any page's own chunks weigh more, gzipped, than their budget, or when the
// document does not preload a chunk of the first load. Sizes come
// from the build's manifest (scripts/app-chunks.mjs, the same figures `npm run bench:routes`
// prints) and are deterministic: the same sources give the same bytes, so this is a test.
// Usage: node scripts/size-budget.mjs [app build folder, default dist/app]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_APP_DIST, measureAppChunks } from './app-chunks.mjs';

/**
 * The first load: the entry, the stages it loads itself (src/app/boot) and every chunk they
 * import statically (React, the router,
 * styled-components, i18next, the api client's set-up, the session's initial values, the shared
 * layout and the route table's names and paths). zod, the endpoints and every loader load with the first call (route
 * modules name their loaders through lazyLoader; lint holds them to it), so a hydrated page runs
 * without them. Measured at 182.0 kB with 47 of the spec's 111 routes; each route's entry in the
 * table weighs about 0.2 kB, so the budget leaves room for the routes still to come. 190.0 kB with
 * 79 routes: the libraries in two files (React 66 kB, the others 71 kB) and the app's start 32 kB.
 * 180.5 kB once the app's start is one file (42 kB, of which the table's preload lists 9 kB);
 * 170.0 kB once the browser's table holds each page's name and paths only and loads its route
 * module on first use (src/app/routing/pageRouteIndex.ts): a new page now adds a few bytes.
 * 149.2 kB once xstate, the session's and tracking's machines, the chunk-reload flow, the link
 * rules and how the api client sends a call load after hydration has begun, and the error pages
 * and the go-top button on first use: 150 kB is the target of the first load. The figure moves by
 * some 50 bytes with any change elsewhere (the hashed names of the pages' chunks it lists compress
 * differently); a change that adds more has to take as much out. 148.9 kB once no `import()` lists
 * the chunk it imports among its preloads (1.4 kB less) and styled-components is a boot stage of
 * its own (0.4 kB more for its file). 149.9 kB with forms that work without JavaScript: the
 * session's form token and the last post's result in the providers of every page (0.4 kB in the
 * app's start) and react-router's form and fetcher code (0.3 kB in the libraries); the budget is
 * the target itself, 150 kB. 148.5 kB once React, styled-components and the other libraries are
 * one file (three requests fewer on a slow phone's first load).
 * Lower it when the first load shrinks; never raise it without saying why in CHANGELOG.md.
 */
const FIRST_LOAD_BUDGET_KB = 150;

/**
 * The entry and what it imports statically: its own helpers (yielding to the browser, Vite's
 * preload helper), about 1 kB. Its stages are `import()`s, each evaluated in a task of its own; once
 * the bundler had put those helpers in the app's start chunk, the entry imported that chunk, and
 * with it React and the libraries, statically: every stage was evaluated in the entry's first task.
 */
const ENTRY_BUDGET_KB = 4;

/**
 * The pages' shared code, loaded once hydration has begun and named by every document: zod with the
 * schemas every endpoint builds on (`preloadSchemaCode`), the api client and its endpoints, the
 * session, tracking, the forms and the pages' shared pieces, with the flows and machines they
 * import, in one file (vite.config.ts `SHARED_CODE`), and xstate. 26.8 kB when it held zod and the
 * common schemas alone, with the rest in some 30 files split by the pages that use them; 76.6 kB in
 * one file, which took some 30 requests out of every page's start on a slow phone (README "Latest
 * figures"); 78.4 kB with the link rules and the chunk-reload notice, two requests fewer. zod's
 * namespace handed out whole (a dynamic import of the module exporting `z`) keeps every part of zod,
 * its 40 locales among them (89 kB where zod and the common schemas were 26.8 kB).
 */
const SHARED_CODE_BUDGET_KB = 80;

/** What a page adds when it is opened (its lazily loaded chunk and the chunks only it imports). */
const PAGE_BUDGET_KB = 12;

/**
 * Pages allowed more than PAGE_BUDGET_KB, each with the reason (ARCHITECTURE.md "Small": unless
 * its README row says why). Keyed by the page module under src/pages/. None today: the largest,
 * the product page (gallery, specifications, reviews, coupons, related products), is about 8 kB
 * (its own calls load on first use).
 */
const PAGE_BUDGETS_KB = {};

const dist = process.argv[2] ? resolve(process.argv[2]) : DEFAULT_APP_DIST;
const sizes = measureAppChunks(dist);
if (!sizes) {
  console.error(`size-budget: no .vite/manifest.json in ${dist}; run \`npm run build:app\` first`);
  process.exit(1);
}
if (sizes.sharedCodeKb === 0) {
  console.error("size-budget: the manifest has no file of the group `shared` (vite.config.ts SHARED_CODE); has the group been renamed?");
  process.exit(1);
}
if (sizes.pages.length === 0) {
  console.error('size-budget: the manifest lists no page chunks; is the route table still lazily loaded?');
  process.exit(1);
}

// The entry loads its stages itself (src/app/boot): the document must preload every chunk of the
// first load, or the stages would download one after another instead of with the entry.
const preloaded = new Set([...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/?([^"]+)"/g)].map((match) => match[1]));
const notPreloaded = sizes.firstLoadFiles.slice(1).filter((file) => !preloaded.has(file));
if (notPreloaded.length > 0) {
  console.error(`size-budget: index.html does not preload ${notPreloaded.length} chunk(s) of the first load: ${notPreloaded.join(', ')}`);
  process.exit(1);
}

const rows = [
  { what: 'first load (entry and its imports)', kb: sizes.firstLoadKb, budget: FIRST_LOAD_BUDGET_KB },
  { what: `entry before its stages (${sizes.entryFiles.join(', ')})`.slice(0, 56), kb: sizes.entryKb, budget: ENTRY_BUDGET_KB },
  { what: 'the pages\' shared code with zod (after hydration begins)', kb: sizes.sharedCodeKb, budget: SHARED_CODE_BUDGET_KB },
  ...sizes.pages.map(({ page, kb }) => ({ what: page, kb, budget: PAGE_BUDGETS_KB[page] ?? PAGE_BUDGET_KB })),
];
const over = rows.filter((row) => row.kb > row.budget);

console.log('gzipped JavaScript'.padEnd(56), 'kB'.padStart(6), 'budget'.padStart(8));
for (const { what, kb, budget } of rows) {
  console.log(what.padEnd(56), kb.toFixed(1).padStart(6), String(budget).padStart(8), kb > budget ? ' OVER' : '');
}
if (over.length > 0) {
  console.error(`\nsize-budget: ${over.length} over budget: ${over.map(({ what, kb, budget }) => `${what} ${kb.toFixed(1)} kB > ${budget} kB`).join('; ')}`);
  console.error('Load what the first paint does not need on first use (React.lazy, dynamic import), or say in the budget why it must grow.');
  process.exit(1);
}
console.log(`\nsize-budget: within budget (first load ${sizes.firstLoadKb.toFixed(1)} of ${FIRST_LOAD_BUDGET_KB} kB; pages at most ${PAGE_BUDGET_KB} kB)`);
