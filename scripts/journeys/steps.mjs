// The steps the browser journeys share (scripts/journeys-check.mjs): waiting for hydration, for a
// visible element or an address, signing in and the slider captcha.

export const DEMO = { phone: '0812345678', password: 'beauty123' };
export const STEP_TIMEOUT = 15_000;
export const CONFIRM = '/m/orderconfirm?team_id=50001&quantity=1';

/** Waits until the page is hydrated (the app marks the document) after a document load. */
export const ready = (page) => page.waitForSelector('html[data-storefront-ready="true"]', { timeout: STEP_TIMEOUT });
export const see = (locator) => locator.first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
/** Waits for an address that starts with `path` (its query included): `/m/login.php` starts with `/m`, so use `atPage` for the home page. */
export const atPath = (page, path) => page.waitForURL((url) => `${url.pathname}${url.search}`.startsWith(path), { timeout: STEP_TIMEOUT });
/** Waits for the page whose path is exactly `pathname` (a trailing slash aside), e.g. the home page `/m` after signing in. */
export const atPage = (page, pathname) => page.waitForURL((url) => url.pathname.replace(/\/$/, '') === pathname, { timeout: STEP_TIMEOUT });

export async function signIn(page, phone, password) {
  await page.getByRole('textbox', { name: 'Phone number or e-mail' }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Drags the layout's slider captcha across (the mock backend verifies any drag). */
export async function solveSlider(page) {
  const handle = page.getByRole('dialog', { name: 'Security check' }).getByRole('slider', { name: 'Puzzle slider' });
  await see(handle);
  const box = await handle.boundingBox();
  if (!box) throw new Error('the captcha slider has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await see(page.getByText('Verified'));
}

/** Waits until `done()` holds (checked every 100 ms; it may be async), or fails with `what` after the step time-out. */
export async function until(done, what) {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > STEP_TIMEOUT) throw new Error(what);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * On a service-at-store page (`/m/booking/{service}/{store}`, the shop's today Friday 14 March 2025):
 * Saturday the 15th at `time`, Book, then the deposit paid by card through checkout, to the payment
 * result. Answers the booking's id.
 */
export async function bookAndPayDeposit(page, time) {
  await page.getByRole('grid').getByRole('button', { name: /Saturday.*15/ }).click();
  await page.getByRole('radio', { name: new RegExp(`^${time}`) }).check({ force: true });
  await page.getByRole('button', { name: 'Book and pay deposit' }).click();
  await atPath(page, '/m/orderconfirm?booking_id=');
  const bookingId = new URL(page.url()).searchParams.get('booking_id') ?? '';
  await see(page.getByRole('region', { name: 'Your booking' }));
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
  await page.getByRole('textbox', { name: /Expiry date/ }).fill('1228');
  await page.getByRole('textbox', { name: /Security code/ }).fill('123');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await atPath(page, `/m/payment_result?order_id=BK${bookingId}`);
  await see(page.getByRole('heading', { name: 'Your appointment is booked' }));
  return bookingId;
}

/**
 * The demo shopper's shipped order 20250303 received (My orders → Confirm receipt), then its first
 * product under To review opened for writing, five stars given. Answers the product's team id.
 */
export async function receiveAndStartReview(page, origin) {
  await page.goto(`${origin}/m/my.php?status=shipped`);
  await ready(page);
  await page.getByRole('button', { name: 'Confirm receipt' }).first().click();
  await page.getByRole('alertdialog', { name: 'Did your order arrive?' }).getByRole('button', { name: 'Yes, I received it' }).click();
  await see(page.getByText('Thank you! The order is complete'));
  await page.getByRole('tab', { name: 'To review' }).click();
  await atPath(page, '/m/my.php?status=review');
  await page.getByRole('button', { name: 'Review' }).first().click();
  await atPath(page, '/m/account/write_review.php?order_id=20250303&team_id=');
  await page.getByRole('radio', { name: '5 stars' }).check({ force: true });
  return new URL(page.url()).searchParams.get('team_id');
}
