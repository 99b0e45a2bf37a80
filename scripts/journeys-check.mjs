// The account and order journeys in a real browser on the built app (`npm run preview`: pages rendered on the
// server and hydrated, the stateful mock backend behind them over real HTTP). Each journey starts in
// a fresh browser context (its own cookies, so its own mock-backend session) and clicks and types
// like a shopper; it fails on a step that does not happen, a page error or a console error. Run it
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
import { ORDER_JOURNEYS } from './journeys/orders.mjs';
import { REFUND_JOURNEYS } from './journeys/refunds.mjs';
import { REVIEW_JOURNEYS } from './journeys/reviews.mjs';
import { launchBrowser, startPreview } from './preview-server.mjs';

/** Each journey gets a page in a fresh context, in English unless it names a language (and with a seed when given). */
const ALL_JOURNEYS = [...ACCOUNT_JOURNEYS, ...ORDER_JOURNEYS, ...REFUND_JOURNEYS, ...REVIEW_JOURNEYS, ...COMMUNITY_JOURNEYS, ...BOOKING_JOURNEYS, ...GAMES_JOURNEYS, ...DRAWS_JOURNEYS, ...MERCHANT_COUNTER_JOURNEYS, ...MERCHANT_SETUP_JOURNEYS, ...KEYBOARD_JOURNEYS];
const only = process.env.JOURNEYS_ONLY ? new RegExp(process.env.JOURNEYS_ONLY, 'i') : null;
const JOURNEYS = only ? ALL_JOURNEYS.filter((journey) => only.test(journey.name)) : ALL_JOURNEYS;
if (JOURNEYS.length === 0) throw new Error(`no journey matches JOURNEYS_ONLY=${process.env.JOURNEYS_ONLY}`);

const started = Date.now();
const preview = await startPreview();
const browser = await launchBrowser();
const failures = [];
try {
  for (const journey of JOURNEYS) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'en-US' });
    if (journey.locale !== null) await context.addCookies([{ name: 'f34c_lang2', value: journey.locale ?? 'en_US', url: preview.origin }]);
    if (journey.seed) {
      const reset = await context.request.post(`${preview.origin}/__mock/reset?seed=${journey.seed}`);
      if (!reset.ok()) throw new Error(`reset to ${journey.seed} failed: ${reset.status()}`);
    }
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      // A refused call answers 4xx on purpose (the wrong password): the browser logs the status.
      if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) problems.push(`console error: ${message.text()}`);
    });
    const began = Date.now();
    try {
      await journey.run(page, preview.origin);
    } catch (error) {
      problems.push(`${error instanceof Error ? error.message.split('\n')[0] : String(error)} (at ${page.url()})`);
    }
    await context.close();
    console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${journey.name} (${((Date.now() - began) / 1000).toFixed(1)} s)`);
    for (const problem of problems) failures.push(`${journey.name}: ${problem}`);
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
