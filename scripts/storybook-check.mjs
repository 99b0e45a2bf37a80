// Storybook as the team sees it: opens the built static Storybook (dist/storybook, `npm run build`
// builds it) in Chromium, as `npm run storybook` shows it, and fails when
// - a docs entry does not render (Storybook's error display, an error thrown or logged);
// - a story does not render, logs an error, or shows an error state (a failed call's message, the
//   error state with its retry) without the tag `error-state` that names it as its state;
// - a story whose play runs here fails its play.
//
// What runs, to stay within about three minutes on two cores (all 2,500 entries at about a second
// each would not):
// - rendered without their plays ("embed" mode), three pages side by side, each going from entry to
//   entry as the sidebar does: every MDX page, and a sixteenth of the other stories and docs pages,
//   a different sixteenth each day (STORYBOOK_CHECK_SHARE=1: all of them). An entry that fails is
//   tried once more in a fresh page before it counts, so what the entry before left behind (a
//   reload it started) is not held against it;
// - with their plays, each opened by its address in a fresh page: the regression sample below
//   (stories that once broke only in Storybook) and one stories file per area (stories/<area>/…),
//   a different file each day, with the Language toolbar set to the next language at each round
//   through the area's files (STORYBOOK_CHECK_PLAYS=all: every file, in Thai; none: no plays).
// - with their plays in each of the three languages, as the Language toolbar sets them (the
//   preview's address carries `globals=locale:en_US`): the locale sample below, whose plays find
//   what they look for through the texts of the story's language.
// STORYBOOK_CHECK_ONLY=<id>,<id> plays and renders only those (`<id>@locale:en_US` with the
// toolbar's globals set so), STORYBOOK_CHECK_REPEAT=<n> times;
// STORYBOOK_CHECK_FILTER=<regex> keeps the entries whose id matches; STORYBOOK_DIR another build
// (e.g. one made with STORYBOOK_REACT_DEV=1, React's development build, as `npm run storybook`);
// STORYBOOK_CHECK_DEBUG=1 adds warnings and failed requests to what is reported. The story tests
// (Vitest) already run every play with its a11y check and screenshot; this check is about the
// Storybook preview itself.
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { launchBrowser } from './preview-server.mjs';
import { eachSideBySide } from './sideBySide.mjs';
import { errorStateTexts, isErrorStateShown } from './storybookErrorState.ts';
import { playRotation, renderRotation, TOOLBAR_LOCALES } from './storybookRotation.ts';

const DIR = resolve(process.env.STORYBOOK_DIR ?? 'dist/storybook');
/** Pages rendering side by side (each its own context: its own service worker and storage). */
const LANES = Number(process.env.STORYBOOK_CHECK_LANES ?? 3);
/**
 * Stories and docs pages are rendered a share a day (every MDX page every time): all of them at a
 * second each would not fit CI's budget. STORYBOOK_CHECK_SHARE=1 renders every entry.
 */
const RENDER_SHARE = Number(process.env.STORYBOOK_CHECK_SHARE ?? 16);
/** The tag of a story whose error state is what it shows. */
const ERROR_STATE_TAG = 'error-state';
/** How long a story or docs entry may take to render (loaders and all). */
const RENDER_TIMEOUT_MS = 15_000;
/** How long a play may take. */
const PLAY_TIMEOUT_MS = 30_000;
/** After rendering: no request on its way for this long counts as settled… */
const QUIET_MS = 80;
/** …or this long at most (a story may hold a request on purpose). */
const SETTLE_MAX_MS = 1_500;

/**
 * Stories whose play is run on every check: each once failed in Storybook (a network error, a
 * cancelled request, a failed play) while passing in the story tests.
 */
export const REGRESSION_SAMPLE = [
  'pages-cart-cart--page-actions',
  'flows-orderrefund--flow-request-refund',
  'pages-settings-resetphonepage--page-code-offline',
  'pages-settings-resetemailpage--page-captcha-retry',
  'pages-profile-beautyprofilepage--page-save-refused',
  'pages-settings-resetphonepage--page-guest',
  'pages-community-writepostpage--page-guest',
];

/**
 * Stories whose play is run in each language of the toolbar (Thai, English, Chinese): their plays
 * find texts in the story's language (stories/support/storyText.ts), so switching the language keeps
 * them green.
 */
export const LOCALE_SAMPLE = ['pages-cart-cart--page-actions'];

/** An entry run with the toolbar's globals set (`locale:en_US`): reported as `<id>@<globals>`. */
const withGlobals = (entry, globals) => ({ ...entry, globals, label: `${entry.id}@${globals}` });

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};

/** A static file server for the built Storybook on a free port. */
async function serve(dir) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(dir, path);
    if (!file.startsWith(dir)) return response.writeHead(403).end();
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const index = JSON.parse(await readFile(join(DIR, 'index.json'), 'utf8'));
const filter = process.env.STORYBOOK_CHECK_FILTER ? new RegExp(process.env.STORYBOOK_CHECK_FILTER) : null;
const entries = Object.values(index.entries).filter((entry) => !filter || filter.test(entry.id));
const only = process.env.STORYBOOK_CHECK_ONLY?.split(',').filter(Boolean);
const repeat = Number(process.env.STORYBOOK_CHECK_REPEAT ?? 1);
const texts = await errorStateTexts();

const started = Date.now();
const server = await serve(DIR);
const browser = await launchBrowser();
/** Problems by entry id (an entry run several times keeps each run's problems). */
const failures = [];
let rendered = 0;
/** Records a failed entry and prints it at once. */
function report(failure) {
  failures.push(failure);
  console.error(`✗ ${failure.id} (${failure.mode})\n    ${failure.problems.join('\n    ')}`);
}
let played = 0;

/** Watches a page's requests: `quiet()` waits until none has been on its way for QUIET_MS. */
function requestWatch(page) {
  const open = new Set();
  let changedAt = Date.now();
  const ended = (request) => {
    open.delete(request);
    changedAt = Date.now();
  };
  page.on('request', (request) => {
    open.add(request);
    changedAt = Date.now();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    const deadline = Date.now() + SETTLE_MAX_MS;
    while (Date.now() < deadline && (open.size > 0 || Date.now() - changedAt < QUIET_MS)) {
      await new Promise((done) => setTimeout(done, 25));
    }
  };
}

/** Records what the page logs as an error, for whichever entry it is showing. */
function errorLog(page) {
  let log = [];
  page.on('console', (message) => {
    if (message.type() === 'error') log.push(`console error: ${message.text().split('\n')[0]}`);
  });
  page.on('pageerror', (error) => log.push(`page error: ${error.message.split('\n')[0]}`));
  if (process.env.STORYBOOK_CHECK_DEBUG) {
    page.on('console', (message) => message.type() === 'warning' && log.push(`console warning: ${message.text().slice(0, 300)}`));
    page.on('requestfailed', (request) => log.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`));
    page.on('response', (response) => response.status() >= 400 && log.push(`response ${response.status()}: ${response.url()}`));
  }
  return () => {
    const taken = log;
    log = [];
    return taken;
  };
}

/**
 * Before the preview starts: records Storybook's events from the moment its channel exists, so
 * that a story opened by its address (rendered as the page loads) is followed from its start.
 */
const RECORD_EVENTS = `(() => {
  const kept = [];
  window.__storybookEvents = kept;
  const names = ['storyFinished', 'docsRendered', 'storyErrored', 'storyThrewException', 'storyMissing',
    'playFunctionThrewException', 'unhandledErrorsWhilePlaying'];
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value) => {
      channel = value;
      for (const name of names) value.on(name, (...args) => kept.push({ name, args: JSON.parse(JSON.stringify(args)) }));
    },
  });
})();`;

/** In the page: selects an entry as the sidebar does (its events recorded afresh). */
function selectEntry({ id, viewMode }) {
  window.__storybookEvents.length = 0;
  window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode });
}

/** In the page: whether the entry's render has ended (finished, docs rendered, or errored). */
function renderEnded(id) {
  return window.__storybookEvents.some(
    ({ name, args }) =>
      (name === 'storyFinished' && args[0]?.storyId === id) ||
      (name === 'docsRendered' && args[0] === id) ||
      ['storyErrored', 'storyThrewException', 'storyMissing'].includes(name),
  );
}

/** What Storybook's events say went wrong with an entry, and whether it ended at all. */
function outcomeOf(events, id) {
  const problems = [];
  let ended = false;
  for (const { name, args } of events) {
    const [payload] = args;
    if (name === 'storyFinished' && payload?.storyId === id) {
      ended = true;
      const failedReports = payload.reporters.filter((report) => report.status === 'failed').map((report) => report.type);
      if (failedReports.length > 0) problems.push(`failed reports: ${failedReports.join(', ')}`);
      else if (payload.status === 'error' && problems.length === 0) problems.push('Storybook reported the story as failed');
    } else if (name === 'docsRendered' && payload === id) ended = true;
    else if (['storyErrored', 'storyThrewException', 'storyMissing'].includes(name)) {
      ended = true;
      if (name === 'storyErrored') problems.push(`story errored: ${payload?.title ?? ''} ${payload?.description ?? ''}`);
      else if (name === 'storyThrewException') problems.push(`story threw: ${payload?.message}`);
      else problems.push('story missing');
    }
    else if (name === 'playFunctionThrewException') problems.push(`play failed: ${String(payload?.message).split('\n').slice(0, 3).join(' ')}`);
    else if (name === 'unhandledErrorsWhilePlaying') problems.push(`unhandled errors while playing: ${args.flat().map((e) => e?.message).join('; ')}`);
  }
  return { ended, problems };
}

/** What the page shows after an entry rendered: Storybook's error display, an error state. */
function shownProblems({ texts: failureTexts }) {
  const problems = [];
  if (document.body.classList.contains('sb-show-errordisplay')) {
    const message = document.querySelector('#error-message')?.textContent ?? '';
    problems.push(`Storybook's error display: ${message.trim().slice(0, 200)}`);
  }
  return { problems, errorState: window.__isErrorStateShown(failureTexts) };
}

/** Waits for the entry's render to end, then for the page to settle, and collects the problems. */
async function entryProblems(page, entry, { quiet, takeLog, timeoutMs }) {
  await page.waitForFunction(renderEnded, entry.id, { timeout: timeoutMs, polling: 20 }).catch(() => {});
  if (entry.type !== 'docs') await quiet();
  const outcome = outcomeOf(await page.evaluate(() => window.__storybookEvents), entry.id);
  const shown = await page.evaluate(shownProblems, { texts });
  const intendedError = (entry.tags ?? []).includes(ERROR_STATE_TAG);
  // The browser logs each failed call of a story that shows a failure on purpose: that is its state.
  const logged = takeLog().filter((line) => !(intendedError && line.startsWith('console error: Failed to load resource')));
  const problems = [...outcome.problems, ...shown.problems, ...logged];
  if (!outcome.ended) problems.push(`did not finish rendering within ${timeoutMs / 1000} s`);
  if (entry.type !== 'docs' && shown.errorState && !intendedError) {
    problems.push(`shows an error state (${shown.errorState}) without the tag "${ERROR_STATE_TAG}"`);
  }
  return problems;
}

/** A page that will load the preview, recording what it logs and Storybook's events. */
async function newPreviewPage(context) {
  const page = await context.newPage();
  // A docs page's stories shown in frames of their own (sheets, whole pages) are not loaded here:
  // each story is checked on its own, and a docs page is checked for what it renders itself.
  await page.route('**/iframe.html?**', (route) => (route.request().frame() === page.mainFrame() ? route.continue() : route.abort()));
  await page.addInitScript({ content: `window.__isErrorStateShown = ${isErrorStateShown.toString()};\n${RECORD_EVENTS}` });
  return { page, quiet: requestWatch(page), takeLog: errorLog(page) };
}

/** A page showing the preview with no story yet, ready to be sent from story to story. */
async function openPreview(context, search) {
  const preview = await newPreviewPage(context);
  await preview.page.goto(`${server.origin}/iframe.html?${search}`);
  await preview.page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue !== undefined && window.__STORYBOOK_ADDONS_CHANNEL__);
  return preview;
}

// a11y is checked by the story tests; here it would only slow every story down.
const NO_A11Y = 'globals=a11y.manual:!true';

/** Renders entries without their plays, switching from one to the next in a page, as the sidebar does. */
async function renderAll(list) {
  const lanes = Array.from({ length: Math.min(LANES, list.length) }, (_, lane) => list.filter((_, i) => i % LANES === lane));
  await Promise.all(
    lanes.map(async (laneEntries) => {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      let preview = await openPreview(context, `embed=true&${NO_A11Y}`);
      const renderIn = async (current, entry) => {
        try {
          current.takeLog();
          await current.page.evaluate(selectEntry, { id: entry.id, viewMode: entry.type === 'docs' ? 'docs' : 'story' });
          return await entryProblems(current.page, entry, { ...current, timeoutMs: RENDER_TIMEOUT_MS });
        } catch (error) {
          return [`the check could not drive the page: ${error.message.split('\n')[0]}`];
        }
      };
      for (const entry of laneEntries) {
        let problems = await renderIn(preview, entry);
        if (problems.length > 0) {
          // Once more in a fresh page: what the story before left behind (a reload it started, a
          // document it opened) is not this story's failure. A story failing here fails.
          await preview.page.close();
          preview = await openPreview(context, `embed=true&${NO_A11Y}`);
          problems = await renderIn(preview, entry);
        }
        rendered += 1;
        if (rendered % 250 === 0) console.log(`storybook-check: ${rendered}/${list.length} rendered, ${((Date.now() - started) / 1000).toFixed(0)} s`);
        if (problems.length > 0) {
          report({ id: entry.id, mode: 'render', problems });
          // A page left in a failed state is not reused: the next entry starts in a fresh one.
          await preview.page.close();
          preview = await openPreview(context, `embed=true&${NO_A11Y}`);
        }
      }
      await context.close();
    }),
  );
}

/** Plays side by side: fewer than the rendering pages, a play waits on timers of its own. */
const PLAY_LANES = Number(process.env.STORYBOOK_CHECK_PLAY_LANES ?? 2);

/** Opens a story by its address in a fresh tab, as from a link, and runs it with its play. */
async function playIn(entry) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const preview = await newPreviewPage(context);
    // The toolbar's globals ride in the address as Storybook's own links carry them.
    const globals = entry.globals ? `globals=${entry.globals};a11y.manual:!true` : NO_A11Y;
    await preview.page.goto(`${server.origin}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=story&${globals}`);
    return await entryProblems(preview.page, entry, { ...preview, timeoutMs: PLAY_TIMEOUT_MS });
  } catch (error) {
    return [`the check could not drive the page: ${error.message.split('\n')[0]}`];
  } finally {
    await context.close();
  }
}

/**
 * Runs stories with their plays. A play that fails is run once more: on a busy machine a step that
 * waits its 5 s may run out (seen with four checks at once on two cores); a story broken in
 * Storybook fails both times.
 */
async function playAll(list) {
  await eachSideBySide(list, PLAY_LANES, async (entry) => {
    let problems = await playIn(entry);
    if (problems.length > 0) problems = await playIn(entry);
    played += 1;
    if (problems.length > 0) report({ id: entry.label ?? entry.id, mode: 'play', problems });
  });
}

try {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  if (only) {
    const chosen = only.map((asked) => {
      const [id = '', globals] = asked.split('@');
      const entry = byId.get(id) ?? { id, type: 'story', tags: [] };
      return globals ? withGlobals(entry, globals) : entry;
    });
    const runs = Array.from({ length: repeat }, () => chosen).flat();
    await playAll(runs.filter((entry) => entry.type === 'story'));
    await renderAll(runs.filter((entry) => !entry.globals));
  } else {
    const toRender = renderRotation(entries, { share: RENDER_SHARE, day: new Date() });
    await renderAll(toRender);
    const rendering = (Date.now() - started) / 1000;
    const playsAsked = process.env.STORYBOOK_CHECK_PLAYS;
    const plays = playsAsked === 'none' ? { stories: [], files: [] } : playRotation(entries, { all: playsAsked === 'all', day: new Date() });
    const sample = playsAsked === 'none' ? [] : REGRESSION_SAMPLE.map((id) => byId.get(id)).filter((entry) => entry !== undefined);
    const inLocales = playsAsked === 'none' ? [] : LOCALE_SAMPLE.map((id) => byId.get(id)).filter((entry) => entry !== undefined);
    // The day's files in the language of their round (Thai needs no globals: it is the default).
    const inTheirLanguage = plays.stories.map((entry) => {
      const locale = plays.locales.get(entry.importPath);
      return locale && locale !== 'th_TH' ? withGlobals(entry, `locale:${locale}`) : entry;
    });
    const toPlay = [
      ...new Map([...sample, ...inTheirLanguage].map((entry) => [entry.label ?? entry.id, entry])).values(),
      ...inLocales.flatMap((entry) => TOOLBAR_LOCALES.map((locale) => withGlobals(entry, `locale:${locale}`))),
    ];
    await playAll(toPlay);
    console.log(
      `storybook-check: rendered ${toRender.length} of ${entries.length} entries (every MDX page and a 1/${RENDER_SHARE} share) in ${rendering.toFixed(0)} s; played ${toPlay.length} stories ` +
        `(the regression sample, ${LOCALE_SAMPLE.join(', ')} in ${TOOLBAR_LOCALES.join(', ')}, and ${plays.files.map((file) => `${file} in ${plays.locales.get(file) ?? 'th_TH'}`).join(', ')})`,
    );
  }
} finally {
  await browser.close();
  server.close();
}

console.log(
  `storybook-check: ${rendered} rendered, ${played} played, ${failures.length} failed, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (failures.length > 0) process.exit(1);
