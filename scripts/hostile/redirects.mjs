// The open-redirect guard of scripts/hostile-routes-check.mjs, on the built app: every address a
// page sends the shopper to from its input (the sign-in pages' `redirect`, the settings page's way
// back) set to each off-site address of OFFSITE_TARGETS. Asserts the server's 302 Location (a
// signed-in shopper on login.php and signup.php), the page's own navigation after signing in, and
// the links the pages render (login, signup, password reset, settings): the shopper stays on the shop.
import { DEMO, STEP_TIMEOUT, ready, signIn } from '../journeys/steps.mjs';
import { eachSideBySide } from '../sideBySide.mjs';
import { OFFSITE_TARGETS } from './variants.mjs';
import { hostileAddress, visit } from './visit.mjs';

const enc = encodeURIComponent;
const SERVER_302_PAGES = ['/m/login.php', '/m/signup.php'];
const LINK_PAGES = ['/m/login.php', '/m/signup.php', '/m/repass.php', '/m/account/setting.php'];

/** A shop served over https, to read a Location as production would (`http:evil.example` is relative only on http). */
const HTTPS_SHOP = 'https://m.shop.invalid';

/** Whether the Location of a 302 leaves the shop's origin, read on this origin and on an https one. */
function offOrigin(location, origin) {
  try {
    return new URL(location, origin).origin !== origin || new URL(location, HTTPS_SHOP).origin !== HTTPS_SHOP;
  } catch {
    return true;
  }
}

export async function checkRedirects({ origin, contextFor }) {
  const failures = [];
  let checked = 0;

  // The server: a signed-in shopper on a sign-in page is sent on at once (leaveWhenSignedIn).
  const shopper = await contextFor('shopper');
  for (const page of SERVER_302_PAGES) {
    for (const target of OFFSITE_TARGETS) {
      const response = await shopper.request.get(`${origin}${page}?redirect=${enc(target)}`, { maxRedirects: 0 });
      const location = response.headers().location ?? '';
      checked += 1;
      if (response.status() !== 302) failures.push(`redirect ${page} ${JSON.stringify(target)}: status ${response.status()}, not the signed-in 302`);
      else if (offOrigin(location, origin)) failures.push(`redirect ${page} ${JSON.stringify(target)}: the server sent the shopper to ${location}`);
    }
  }
  await shopper.close();

  // The rendered links of the pages that carry `redirect` on (signup, password reset, settings' way back).
  const guest = await contextFor('guest');
  const signedIn = await contextFor('shopper');
  await eachSideBySide([...OFFSITE_TARGETS.entries()], 3, async ([index, target]) => {
    const page = LINK_PAGES[index % LINK_PAGES.length];
    const context = page.startsWith('/m/account/') ? signedIn : guest;
    const problems = await visit(context, origin, `${page}?redirect=${enc(target)}`);
    checked += 1;
    for (const problem of problems) failures.push(`redirect links ${page} ${JSON.stringify(target)}: ${problem}`);
  });
  await guest.close();
  await signedIn.close();

  // The browser: a guest signs in on login.php?redirect=<off-site> and must land on the shop.
  await eachSideBySide(OFFSITE_TARGETS, 3, async (target) => {
    const context = await contextFor('guest');
    const page = await context.newPage();
    const left = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && hostileAddress(request.url(), origin)) left.push(request.url());
    });
    page.on('dialog', (dialog) => {
      left.push(`script ran: ${dialog.message()}`);
      void dialog.dismiss();
    });
    try {
      await page.goto(`${origin}/m/login.php?redirect=${enc(target)}`);
      await ready(page);
      await signIn(page, DEMO.phone, DEMO.password);
      await page.waitForURL((url) => url.pathname !== '/m/login.php', { timeout: STEP_TIMEOUT });
      await page.waitForLoadState('load');
      const landed = new URL(page.url());
      if (landed.origin !== origin) left.push(page.url());
    } catch (error) {
      left.push(`no navigation after signing in (${error instanceof Error ? error.message.split('\n')[0] : String(error)}) at ${page.url()}`);
    }
    checked += 1;
    for (const where of left) failures.push(`redirect after signing in ${JSON.stringify(target)}: ${where}`);
    await context.close();
  });
  return { checked, failures };
}
