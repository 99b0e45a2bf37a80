// The hostile content check on the built app (`npm run check:hostile`, after `npm run build`):
// starts `npm run preview`, and in fresh browser contexts (375 px wide) writes every string of the
// hostile corpus (mocks/fixtures/hostileStrings.ts: scripts, event handlers, javascript: links,
// SVG, inline-data breakouts, RTL overrides, zero-width and combining floods, 10 kB strings, Thai
// marks, emoji) into every field a person writes, through the backend's own calls
// (scripts/hostile/fields.mjs) or the page's form (the search word and its history). Then it opens
// the pages that show them and fails on: a payload that ran (the `__hostile` global, a dialog,
// navigation away), a page error, a console error, a content security policy violation (counted
// as "blocked"), the document or an element of main wider than the viewport, a blank main, an
// unsafe link, or a written string the page does not show (a prefix of a 10 kB one). A string the
// backend refuses by a rule (a length limit) is counted as refused, and each form shows that
// refusal once (scripts/hostile/refusals.mjs).
import { FIELDS } from './hostile/fields.mjs';
import { INSTALL_TRACES, PROBE, expectedOf, watchPage } from './hostile/pageProbe.mjs';
import { REFUSAL_CHECKS } from './hostile/refusals.mjs';
import { searchWords } from './hostile/search.mjs';
import { launchBrowser, startPreview } from './preview-server.mjs';
import { eachSideBySide } from './sideBySide.mjs';

const { HOSTILE_STRINGS } = await import(new URL('../mocks/fixtures/hostileStrings.ts', import.meta.url).href);
const CORPUS = HOSTILE_STRINGS.map((entry) => entry.text);
const VIEWPORT = { width: 375, height: 812 };
/** Every how many visits a page is loaded from the server (the others navigate inside the app). */
const SERVER_LOAD_EVERY = 20;
const SHOWN_TIMEOUT = 15_000;

const started = Date.now();
// Each context (a seed, a locale) has a shop of its own: they must not see each other's changes.
const preview = await startPreview({ world: 'session' });
const browser = await launchBrowser();
const failures = [];
const totals = { written: 0, rendered: 0, refused: 0, executions: 0, blocked: 0, pages: 0, refusalsShown: 0, reloaded: 0 };
const refusedFields = new Map();

/**
 * Runs in the page. The text of its main region, normalised as the expected texts are (`read`), or
 * whether that text differs from `changedFrom` and shows every `wanted` text (a wait's predicate).
 */
function mainText({ read = false, changedFrom, wanted = [] } = {}) {
  const shown = (document.querySelector('main')?.textContent ?? '').normalize('NFC').replace(/[\s\u2028\u2029]+/g, ' ').trim();
  if (read) return shown;
  return shown !== changedFrom && wanted.every((text) => shown.includes(text));
}

/** A fresh context signed in as `seed`, with the page, the backend's calls and the visits of the check. */
async function openSession(seed) {
  // HOSTILE_BYPASS_CSP=1 turns the policy off, to see a payload's own trace when a page is broken on purpose.
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US', bypassCSP: process.env.HOSTILE_BYPASS_CSP === '1' });
  await context.addInitScript(INSTALL_TRACES);
  await context.addCookies([{ name: 'f34c_lang2', value: 'en_US', url: preview.origin }]);
  const reset = async () => {
    const answer = await context.request.post(`${preview.origin}/__mock/reset?seed=${seed}`);
    if (!answer.ok()) throw new Error(`reset to ${seed} failed: ${answer.status()}`);
  };
  await reset();
  const page = await context.newPage();
  const watcher = watchPage(page, preview.origin);
  let visits = 0;

  const api = async (path, form, method = 'POST') => {
    const url = `${preview.origin}${path}`;
    const answer = method === 'GET' ? await context.request.get(url, { params: { lang: 'en_US' } }) : await context.request.post(url, { form: { lang: 'en_US', ...form } });
    return answer.json();
  };

  const count = {
    /** A write the backend always keeps (an order's remark). */
    written() {
      totals.written += 1;
    },
    /** Counts a write: true when the backend kept it; a refusal must carry the backend's message. */
    outcome(field, answer, text) {
      totals.written += 1;
      if (answer.errcode === 0) return expectedOf(text) !== '';
      if (typeof answer.msg !== 'string' || answer.msg.trim() === '') failures.push(`${field}: refused without a message (errcode ${answer.errcode}) for ${JSON.stringify(text.slice(0, 40))}`);
      if (answer.errcode === 401) failures.push(`${field}: the session lost its login for ${JSON.stringify(text.slice(0, 40))}`);
      totals.refused += 1;
      refusedFields.set(field, (refusedFields.get(field) ?? 0) + 1);
      return false;
    },
  };

  /** Opens `path` (from the server, or inside the app; null: the page as it is) and checks it shows `expected` and nothing bad. */
  async function visit(path, expected, label, { server = false } = {}) {
    const texts = expected.map((item) => (typeof item === 'string' ? expectedOf(item) : expectedOf(item.text, item.keep))).filter((text) => text !== '');
    const fromServer = path !== null && (server || visits % SERVER_LOAD_EVERY === 0);
    if (path !== null) visits += 1;
    if (path === null) {
      // The page as it stands (the check has just used it).
    } else if (fromServer) {
      await page.goto(`${preview.origin}${path}`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-storefront-ready="true"]', { timeout: 15_000 });
    } else {
      // Inside the app: the router's own navigation (loaders, render), as a tap on a link would. When
      // the page on screen already shows every expected text (a product page listing the review
      // that is also the next order's remark), those texts say nothing of the next page: wait for
      // the page to change first.
      const before = await page.evaluate(mainText, { read: true });
      const alreadyShown = texts.length > 0 && texts.every((text) => before.includes(text));
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }, `${path}${path.includes('?') ? '&' : '?'}visit=${visits}`);
      if (alreadyShown) {
        await page.waitForFunction(mainText, { changedFrom: before }, { timeout: SHOWN_TIMEOUT, polling: 'raf' }).catch(() => {});
      }
    }
    await page.waitForFunction(mainText, { wanted: texts }, { timeout: SHOWN_TIMEOUT, polling: 'raf' }).catch(() => {});
    // Time for what a payload would do after the render (an image's error, a focus, a timer).
    await page.waitForTimeout(fromServer ? 150 : 60);
    const probe = await page.evaluate(PROBE, texts);
    const seen = watcher.take();
    // A page reached inside the app that does not show its text in time (a navigation still settling
    // on a loaded machine) is loaded once more from the server, where it must show it; printed, and
    // only when nothing else went wrong on it.
    if (!fromServer && path !== null && probe.missing.length > 0 && probe.calls.length === 0 && seen.problems.length === 0 && seen.executions === 0) {
      totals.reloaded += 1;
      console.log(`${label} ${path}: not shown after the in-app navigation, loaded again from the server`);
      return visit(path, expected, label, { server: true });
    }
    totals.pages += 1;
    totals.rendered += texts.length - probe.missing.length;
    totals.executions += probe.calls.length + seen.executions;
    totals.blocked += probe.violations.length;
    const where = `${label} ${path ?? new URL(page.url()).pathname}${fromServer ? ' (from the server)' : ''}`;
    const problems = [
      ...probe.calls.map((n) => `payload __hostile(${n}) ran`),
      ...seen.problems,
      ...probe.violations.map((violation) => `blocked by the content security policy: ${violation}`),
      ...(seen.blockedByConsole > 0 && probe.violations.length === 0 ? [`${seen.blockedByConsole} policy violations logged`] : []),
      ...probe.missing.map((text) => `not shown: ${JSON.stringify(text.slice(0, 60))}`),
      ...probe.overflow.map((line) => `wider than the viewport: ${line}`),
      ...(probe.overflowCount > probe.overflow.length ? [`…and ${probe.overflowCount - probe.overflow.length} more overflowing nodes`] : []),
      ...probe.unsafe.map((link) => `unsafe link from user content: ${link}`),
      ...probe.injected.map((tag) => `injected element in main: ${tag}`),
      ...(probe.blank ? ['blank main'] : []),
    ];
    for (const problem of problems) failures.push(`${where}: ${problem}`);
  }

  return { context, page, origin: preview.origin, api, visit, count, reset, close: () => context.close() };
}

/** Lanes of fresh contexts side by side (each field group in its own session); HOSTILE_LANES, 3 unless told. */
const LANES = Number(process.env.HOSTILE_LANES ?? 3);
/** HOSTILE_FIELDS=review,comment runs only the field groups (and refusals, named `refusal …`) whose names contain one of those words. */
const only = (process.env.HOSTILE_FIELDS ?? '').split(',').map((word) => word.trim()).filter(Boolean);
const tasks = [
  ...FIELDS.map((field) => ({ name: field.name, seed: field.seed, run: (session) => field.run(session, CORPUS) })),
  { name: 'search word', seed: 'guest', run: (session) => searchWords(session, CORPUS, failures, totals) },
].filter((task) => only.length === 0 || only.some((word) => task.name.includes(word)));
const groups = tasks.length;

/** One field group in a session of its own. */
async function runTask(task) {
  const session = await openSession(task.seed);
  const taskStarted = Date.now();
  try {
    await task.run(session);
  } catch (error) {
    failures.push(`${task.name}: ${error.message}`);
  }
  console.log(`  ${task.name}: ${((Date.now() - taskStarted) / 1000).toFixed(1)} s`);
  await session.close();
}

try {
  await eachSideBySide(tasks, LANES, runTask);
  for (const check of REFUSAL_CHECKS.filter((refusal) => only.length === 0 || only.some((word) => `refusal ${refusal.name}`.includes(word)))) {
    const session = await openSession(check.seed);
    try {
      await check.run(session, CORPUS);
      totals.refusalsShown += 1;
    } catch (error) {
      failures.push(`refusal on ${check.name}: ${error.message}`);
    }
    await session.close();
  }
} finally {
  await browser.close();
  preview.stop();
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const refused = [...refusedFields].map(([field, n]) => `${field} ${n}`).join(', ');
const summary =
  `hostile content: ${CORPUS.length} strings × ${groups} field groups, ${totals.written} writes, ${totals.rendered} shown where expected, ` +
  `${totals.refused} refused by a rule (${refused}), ${totals.refusalsShown} refusals shown by their forms, ${totals.executions} executions, ` +
  `${totals.blocked} blocked by the content security policy, ${totals.pages} pages checked, ${totals.reloaded} in-app visits loaded again from the server (${seconds} s)`;
if (failures.length > 0) {
  const shown = process.env.HOSTILE_ALL_FAILURES ? failures.length : 80;
  console.error(failures.slice(0, shown).join('\n'));
  if (failures.length > shown) console.error(`…and ${failures.length - shown} more (HOSTILE_ALL_FAILURES=1 lists them all)`);
  console.error(`${summary}: ${failures.length} problems`);
  process.exit(1);
}
console.log(summary);
