// The account and order journeys in a real browser on the built app (`npm run preview`: pages rendered on the
// server and hydrated, the stateful mock backend behind them over real HTTP: one shop shared by every
// browser context). Each journey starts the whole shop again from its seed, in a fresh browser context
// (its own cookies, so its own session), may open a second phone (another context) on the same shop,
// and clicks and types like a shopper; it fails on a step that does not happen, a page error or a
// console error on any of its phones. Run it
// after `npm run build` (`npm test` does). JOURNEYS_ONLY=REGEX runs only the journeys whose name
// matches (case-insensitive), e.g. `JOURNEYS_ONLY='^booking:' node scripts/journeys-check.mjs`.
import { ACCOUNT_JOURNEYS } from './journeys/account.mjs';
import { BOOKING_JOURNEYS } from './journeys/booking.mjs';
import { COMMUNITY_JOURNEYS } from './journeys/community.mjs';
import { DRAWS_JOURNEYS } from './journeys/draws.mjs';
import { GAMES_JOURNEYS } from './journeys/games.mjs';
import { KEYBOARD_JOURNEYS } from './journeys/keyboard.mjs';
import { MERCHANT_COUNTER_JOURNEYS } from './journeys/merchantCounter.mjs';
import { MERCHANT_SETUP_JOURNEYS } from './journeys/merchantSetup.mjs';
import { NO_JAVASCRIPT_JOURNEYS } from './journeys/noJavaScript.mjs';
import { ORDER_JOURNEYS } from './journeys/orders.mjs';
import { REFUND_JOURNEYS } from './journeys/refunds.mjs';
import { REVIEW_JOURNEYS } from './journeys/reviews.mjs';
import { TWO_PHONE_JOURNEYS } from './journeys/twoPhones.mjs';
import { launchBrowser, startPreview } from './preview-server.mjs';

/**
 * Each journey gets a page in a fresh context, in English unless it names a language, with the whole
 * shop started again from its seed (guest when it names none); `run(page, origin, phones)`.
 */
const ALL_JOURNEYS = [...ACCOUNT_JOURNEYS, ...ORDER_JOURNEYS, ...REFUND_JOURNEYS, ...REVIEW_JOURNEYS, ...COMMUNITY_JOURNEYS, ...BOOKING_JOURNEYS, ...GAMES_JOURNEYS, ...DRAWS_JOURNEYS, ...MERCHANT_COUNTER_JOURNEYS, ...MERCHANT_SETUP_JOURNEYS, ...KEYBOARD_JOURNEYS, ...TWO_PHONE_JOURNEYS, ...NO_JAVASCRIPT_JOURNEYS];
const only = process.env.JOURNEYS_ONLY ? new RegExp(process.env.JOURNEYS_ONLY, 'i') : null;
const JOURNEYS = only ? ALL_JOURNEYS.filter((journey) => only.test(journey.name)) : ALL_JOURNEYS;
if (JOURNEYS.length === 0) throw new Error(`no journey matches JOURNEYS_ONLY=${process.env.JOURNEYS_ONLY}`);

const started = Date.now();
// One shop for every browser context, as on a real backend: each journey starts the whole shop
// again from its seed, and a journey with two phones opens its second context with `phones.open`.
const preview = await startPreview({ world: 'shared' });
const browser = await launchBrowser();
const failures = [];

/**
 * A phone: a fresh browser context (its own cookies, so its own session of the shared shop), in
 * English unless `locale` names a language (null: no language cookie). `reset`: `world` starts the
 * whole shop again from `seed`, `session` only this phone's session (its account signed in).
 */
async function openPhone({ locale, seed, reset }, problems) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'en-US' });
  if (locale !== null) await context.addCookies([{ name: 'f34c_lang2', value: locale ?? 'en_US', url: preview.origin }]);
  if (reset) {
    const answer = await context.request.post(`${preview.origin}/__mock/reset?seed=${seed ?? 'guest'}&scope=${reset}`);
    if (!answer.ok()) throw new Error(`reset of the ${reset} to ${seed ?? 'guest'} failed: ${answer.status()}`);
  }
  const page = await context.newPage();
  const label = problems.phones === 0 ? '' : `phone ${problems.phones + 1}: `;
  problems.phones += 1;
  page.on('pageerror', (error) => problems.list.push(`${label}page error: ${error.message}`));
  page.on('console', (message) => {
    // A refused call answers 4xx on purpose (the wrong password): the browser logs the status.
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) problems.list.push(`${label}console error: ${message.text()}`);
  });
  return page;
}

/** A phone's address, title and the start of its main text, for a failure's report. */
async function phoneSnapshot(phone) {
  try {
    const text = await phone.locator('main').first().innerText({ timeout: 2_000 });
    return `${phone.url()} "${await phone.title()}": ${text.replace(/\s+/g, ' ').slice(0, 300)}`;
  } catch (error) {
    return `${phone.url()} (no main: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
}

try {
  for (const journey of JOURNEYS) {
    const problems = { list: [], phones: 0 };
    let page = null;
    const others = [];
    /** Another phone for the journey: `seed` signs its session in as that seed's account (the shop is kept). */
    const phones = {
      open: async ({ seed, locale } = {}) => {
        const other = await openPhone({ locale, seed, reset: seed ? 'session' : undefined }, problems);
        others.push(other);
        return other;
      },
    };
    const began = Date.now();
    try {
      page = await openPhone({ locale: journey.locale, seed: journey.seed, reset: 'world' }, problems);
      await journey.run(page, preview.origin, phones);
    } catch (error) {
      problems.list.push(`${error instanceof Error ? error.message.split('\n')[0] : String(error)} (at ${page?.url() ?? 'no page yet'})`);
      // What each phone showed when the step failed: which phone it was, and its page's words.
      for (const [index, phone] of [page, ...others].entries()) {
        if (phone) problems.list.push(`phone ${index + 1} showed: ${await phoneSnapshot(phone)}`);
      }
    }
    for (const other of others) await other.context().close();
    await page?.context().close();
    console.log(`${problems.list.length === 0 ? 'ok  ' : 'FAIL'} ${journey.name} (${((Date.now() - began) / 1000).toFixed(1)} s)`);
    for (const problem of problems.list) failures.push(`${journey.name}: ${problem}`);
  }
} finally {
  await browser.close();
  preview.stop();
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  console.error(`journeys: ${failures.length} problems (${seconds} s)`);
  process.exit(1);
}
console.log(`journeys: ${JOURNEYS.length}${only ? ` of ${ALL_JOURNEYS.length}` : ''} journeys passed in the browser on the built app (${seconds} s)`);
