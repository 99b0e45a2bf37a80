// The account and order journeys in a real browser on the built app (`npm run preview`: pages rendered on the
// server and hydrated, the stateful mock backend behind them over real HTTP). Each journey starts in
// a fresh browser context (its own cookies, so its own mock-backend session) and clicks and types
// like a shopper; it fails on a step that does not happen, a page error or a console error. Run it
// after `npm run build` (`npm test` does).
import { launchBrowser, startPreview } from './preview-server.mjs';

const DEMO = { phone: '0812345678', password: 'beauty123' };
const STEP_TIMEOUT = 15_000;
const CONFIRM = '/m/orderconfirm?team_id=50001&quantity=1';

/** Waits until the page is hydrated (the app marks the document) after a document load. */
const ready = (page) => page.waitForSelector('html[data-storefront-ready="true"]', { timeout: STEP_TIMEOUT });
const see = (locator) => locator.first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
const atPath = (page, path) => page.waitForURL((url) => `${url.pathname}${url.search}`.startsWith(path), { timeout: STEP_TIMEOUT });

async function signIn(page, phone, password) {
  await page.getByRole('textbox', { name: 'Phone number or e-mail' }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Drags the layout's slider captcha across (the mock backend verifies any drag). */
async function solveSlider(page) {
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

/** Each journey gets a page in a fresh context with English as the language (and a seed when given). */
const JOURNEYS = [
  {
    name: 'a guest at checkout is sent to sign in and comes back to checkout',
    run: async (page, origin) => {
      await page.goto(`${origin}${CONFIRM}`);
      await atPath(page, '/m/login.php?redirect=');
      await ready(page);
      await signIn(page, DEMO.phone, DEMO.password);
      await atPath(page, CONFIRM);
      await see(page.getByRole('heading', { level: 1, name: 'Confirm order' }));
      await see(page.getByText('พลอย ศิริวรรณ'));
    },
  },
  {
    name: 'a forgotten password: a code, a new password, then signing in with it',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/repass.php`);
      await ready(page);
      await page.getByRole('textbox', { name: 'Phone number' }).fill(DEMO.phone);
      await page.getByRole('button', { name: 'Send code' }).click();
      await see(page.getByRole('button', { name: /Send again in \d+ s/ }));
      await page.getByRole('textbox', { name: 'Verification code' }).fill('112233');
      await page.getByLabel(/^New password\*?$/).fill('newglow1');
      await page.getByLabel('New password again').fill('newglow1');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await atPath(page, '/m/login.php');
      await see(page.getByText('Your password has been changed. Sign in with the new one.'));
      await signIn(page, DEMO.phone, DEMO.password);
      await see(page.getByText('The password is not right.'));
      await page.getByLabel('Password', { exact: true }).fill('newglow1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await atPath(page, '/m');
      await page.waitForURL((url) => url.pathname === '/m', { timeout: STEP_TIMEOUT });
    },
  },
  {
    name: 'a coupon claimed on a product page is in my coupons and applied at checkout',
    seed: 'newShopper',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/lotus-dew/turmeric-serum-50001.html`);
      await ready(page);
      const card = page.getByRole('region', { name: 'Coupons' }).locator('article').filter({ hasText: '15% off orders over ฿500' });
      await card.getByRole('button', { name: /Claim/ }).click();
      await see(page.getByText('Coupon claimed'));
      await page.goto(`${origin}/m/mycoupon.php`);
      await ready(page);
      await see(page.getByRole('tabpanel', { name: 'Usable' }).getByText('15% off orders over ฿500'));
      await page.goto(`${origin}${CONFIRM}`);
      await ready(page);
      await page.getByRole('button', { name: /^Coupon.*available/ }).click();
      await page.getByRole('dialog', { name: 'Choose a coupon' }).getByText('15% off orders over ฿500').click();
      // The shop's standing ฿100 off plus 15% of ฿690, priced by the backend.
      await see(page.getByText('−฿203.50'));
      await see(page.getByText('฿486.50'));
    },
  },
  {
    name: 'sign up, the new-member gift, then the profile is completed and kept',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/signup.php`);
      await ready(page);
      await page.getByRole('textbox', { name: 'Mobile number' }).fill('0823456789');
      await page.getByRole('button', { name: 'Send code' }).click();
      await see(page.getByRole('button', { name: /Send again in \d+ s/ }));
      await page.getByRole('textbox', { name: 'Verification code' }).fill('654321');
      await page.getByLabel(/^Password\*?$/).fill('glow2025');
      // The shop's checkboxes and radios draw their own box over the native input: check it directly.
      await page.getByRole('checkbox', { name: /I accept the terms/ }).check({ force: true });
      await page.getByRole('button', { name: 'Create account' }).click();
      const gift = page.getByRole('dialog', { name: 'Welcome to the shop!' });
      await see(gift.getByText('A free gift for new members is waiting for you.'));
      await gift.getByRole('link', { name: 'Complete your profile' }).click();
      await atPath(page, '/m/myprofile.php');
      const nickname = page.getByRole('textbox', { name: /^Nickname/ });
      await see(nickname);
      await nickname.fill('Kanya');
      await page.getByRole('radio', { name: 'Female' }).check({ force: true });
      await page.getByRole('radio', { name: /Dry/ }).check({ force: true });
      await page.getByRole('button', { name: 'Save profile' }).click();
      await see(page.getByText('Your profile has been saved'));
      await page.reload();
      await ready(page);
      if ((await page.getByRole('textbox', { name: /^Nickname/ }).inputValue()) !== 'Kanya') throw new Error('the nickname was not kept');
      if (!(await page.getByRole('radio', { name: 'Female' }).isChecked())) throw new Error('the gender was not kept');
      if (!(await page.getByRole('radio', { name: /Dry/ }).isChecked())) throw new Error('the skin type was not kept');
    },
  },
  {
    name: 'account deletion with the captcha signs the shopper out, and the old password then fails',
    seed: 'shopper',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/account/deletion`);
      await ready(page);
      await page.getByRole('radio', { name: 'I have another account' }).check({ force: true });
      await page.getByRole('button', { name: 'Send code' }).click();
      await solveSlider(page);
      await see(page.getByRole('button', { name: /Send again in \d+ s/ }));
      await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('alertdialog', { name: 'Delete your account for good?' }).getByRole('button', { name: 'Delete account' }).click();
      await page.waitForURL((url) => url.pathname === '/m', { timeout: STEP_TIMEOUT });
      await see(page.getByText('Your account has been deleted'));
      await page.goto(`${origin}/m/login.php`);
      await ready(page);
      await signIn(page, DEMO.phone, DEMO.password);
      await see(page.getByText('No account uses this phone number or e-mail.'));
    },
  },
  {
    name: 'an order paid at checkout raises the centre\'s to-ship count and shows in my orders with its detail',
    seed: 'shopper',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/center.php`);
      await ready(page);
      const before = page.getByRole('link', { name: /^\d+ To ship$/ });
      await see(before);
      const shipping = Number(/^(\d+)/.exec((await before.textContent()) ?? '')?.[1]);
      await page.goto(`${origin}/m/shop_cart.php`);
      await ready(page);
      await page.getByRole('button', { name: /^Check ?out/ }).click();
      await atPath(page, '/m/orderconfirm');
      await page.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
      await page.getByRole('textbox', { name: /Expiry date/ }).fill('1228');
      await page.getByRole('textbox', { name: /Security code/ }).fill('123');
      await page.getByRole('button', { name: 'Pay now' }).click();
      await atPath(page, '/m/payment_result?order_id=');
      await see(page.getByRole('heading', { name: 'Payment successful' }));
      await page.goto(`${origin}/m/center.php`);
      await ready(page);
      await page.getByRole('link', { name: `${shipping + 1} To ship` }).click();
      await atPath(page, '/m/my.php?status=unshipped');
      await page.getByRole('link', { name: /Order no\./ }).first().click();
      await atPath(page, '/m/my.php?order_id=');
      await see(page.getByRole('heading', { level: 1, name: 'Order details' }));
    },
  },
  {
    name: 'a Chinese tourist opens /m: Chinese, the automatic WeChat login and its Chinese toast',
    locale: null,
    run: async (page, origin) => {
      const response = await page.goto(`${origin}/m?is_chinese_tourists=1`);
      if (!/<html lang="zh-CN">/.test((await response?.text()) ?? '')) throw new Error('the server did not render the page in Chinese');
      await ready(page);
      await see(page.getByText('微信授权登录成功'));
      await see(page.getByText('已通过微信登录'));
      // Tourist mode and the sign-in hold for the session: the next page is Chinese and signed in.
      await page.goto(`${origin}/m/account/setting.php`);
      await ready(page);
      if ((await page.locator('html').getAttribute('lang')) !== 'zh-CN') throw new Error('tourist mode was not kept');
      await atPath(page, '/m/account/setting.php');
    },
  },
];

const started = Date.now();
const preview = await startPreview();
const browser = await launchBrowser();
const failures = [];
try {
  for (const journey of JOURNEYS) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'en-US' });
    if (journey.locale !== null) await context.addCookies([{ name: 'f34c_lang2', value: 'en_US', url: preview.origin }]);
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
console.log(`journeys: ${JOURNEYS.length} journeys passed in the browser on the built app (${seconds} s)`);
