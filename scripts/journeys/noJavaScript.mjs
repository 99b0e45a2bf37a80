// The shop before and without JavaScript (issue 41 §3, §4): with scripts off, a shopper searches,
// adds to the cart from a product card and from the product page, changes a quantity in the cart and
// signs in and switches the language, each through a real form the server answers (a form post, then 303 back to the page with
// its result); with the page's scripts held back, a tap on Add to cart and a search typed at once
// are not lost; a form post from another site, or without the session's token, is refused with 403
// and the cart is unchanged.
import { atPath, DEMO, see, STEP_TIMEOUT } from './steps.mjs';

const SUNSCREEN = 'Water-Resistant Sunscreen SPF50+ PA++++ 40 ml';
const SERUM = 'Turmeric Brightening Serum 30 ml';

/** A phone of the journey's browser with JavaScript off, in English. */
async function phoneWithoutScripts(page, origin) {
  const context = await page.context().browser().newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 }, locale: 'en-US' });
  await context.addCookies([{ name: 'f34c_lang2', value: 'en_US', url: origin }]);
  return context.newPage();
}

/** The count on the page's cart link (the server's HTML). */
async function cartBadge(page) {
  const count = page.locator('a[href="/m/shop_cart.php"] [aria-hidden="true"]').filter({ hasText: /^\d+$/ }).first();
  return Number(await count.textContent({ timeout: STEP_TIMEOUT }));
}

/** The cart's count as the server renders it (the session's count in the boot payload). */
async function cartCountOf(request, origin) {
  const html = await (await request.get(`${origin}/m/shop_cart.php`)).text();
  const count = /"shopCartNum":(\d+)/.exec(html)?.[1];
  if (count === undefined) throw new Error('the cart page has no cart count');
  return Number(count);
}

/** Holds back every script of the app for `ms` (a slow phone's network), from the next navigation on. */
async function holdScripts(page, ms) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

const isHydrated = (page) => page.evaluate(() => document.documentElement.dataset.storefrontReady === 'true');

export const NO_JAVASCRIPT_JOURNEYS = [
  {
    name: 'without JavaScript: search, add to cart from a card and from the product page, change a quantity, like (sign in first), sign in, switch language',
    run: async (page, origin) => {
      const phone = await phoneWithoutScripts(page, origin);
      try {
        // Search: the GET form's named field.
        await phone.goto(`${origin}/m/search`);
        await phone.getByRole('searchbox').fill('serum');
        await phone.getByRole('searchbox').press('Enter');
        await atPath(phone, '/m/search?keyword=serum');
        await see(phone.getByRole('heading', { name: 'Results for “serum”' }));

        // A product card's Add to cart on the home page: posted to the product's page, back on the home page.
        await phone.goto(`${origin}/m`);
        const before = await cartBadge(phone);
        await phone.getByRole('button', { name: `Add ${SUNSCREEN} to cart` }).click();
        await phone.waitForURL(`${origin}/m`, { timeout: STEP_TIMEOUT });
        await see(phone.getByText('Added to your cart.'));
        if ((await cartBadge(phone)) !== before + 1) throw new Error(`the cart badge did not go from ${before} to ${before + 1}`);

        // The product page's Add to cart.
        await phone.goto(`${origin}/m/101/50001.html`);
        await phone.getByRole('button', { name: 'Add to cart', exact: true }).click();
        await atPath(phone, '/m/101/50001.html');
        await see(phone.getByText('Added to your cart.'));
        const badge = await cartBadge(phone);
        if (badge !== before + 2) throw new Error(`the cart badge shows ${badge}, not ${before + 2}`);

        // The cart: + on a line posts the line's new quantity.
        await phone.goto(`${origin}/m/shop_cart.php`);
        const quantity = phone.getByRole('spinbutton', { name: `Quantity of ${SERUM}` });
        const was = Number(await quantity.inputValue());
        const line = phone.getByRole('listitem').filter({ has: quantity });
        await line.getByRole('button', { name: 'Increase quantity' }).click();
        await atPath(phone, '/m/shop_cart.php');
        await see(phone.getByText('Your cart is updated.'));
        const now = Number(await phone.getByRole('spinbutton', { name: `Quantity of ${SERUM}` }).inputValue());
        if (now !== was + 1) throw new Error(`the quantity went from ${was} to ${now}, not ${was + 1}`);

        // Like needs a login: a guest is sent to sign in, with the way back to the product.
        await phone.goto(`${origin}/m/101/50001.html`);
        await phone.getByRole('button', { name: /^Like/ }).click();
        await atPath(phone, `/m/login.php?redirect=${encodeURIComponent('/m/101/50001.html')}`);
        // Sign in: a wrong password is refused on the sign-in page; the right one signs in and goes back.
        await phone.getByRole('textbox', { name: 'Phone number or e-mail' }).fill(DEMO.phone);
        await phone.getByLabel('Password', { exact: true }).fill('not-the-password');
        await phone.getByRole('button', { name: 'Sign in' }).click();
        await atPath(phone, '/m/login.php');
        await see(phone.getByRole('alert').filter({ hasText: /password/i }));
        await phone.getByRole('textbox', { name: 'Phone number or e-mail' }).fill(DEMO.phone);
        await phone.getByLabel('Password', { exact: true }).fill(DEMO.password);
        await phone.getByRole('button', { name: 'Sign in' }).click();
        await atPath(phone, '/m/101/50001.html');
        // Signed in, the like goes through.
        await phone.getByRole('button', { name: /^Like/ }).click();
        await atPath(phone, '/m/101/50001.html');
        await see(phone.getByText(/^(Added to|Removed from) your likes\.$/));
        await phone.goto(`${origin}/m/my.php`);
        await see(phone.getByText('TH25031000'));
        // Switch language: the settings page's language form; the page comes back in Thai, and stays so.
        await phone.goto(`${origin}/m/account/setting.php`);
        await phone.getByRole('form', { name: 'Language' }).getByRole('button', { name: 'ไทย' }).click();
        await atPath(phone, '/m/account/setting.php');
        await see(phone.locator('html[lang="th-TH"]'));
        await phone.goto(`${origin}/m/my.php`);
        await see(phone.locator('html[lang="th-TH"]'));
      } finally {
        await phone.context().close();
      }
    },
  },
  {
    name: 'no tap lost while the page loads: Add to cart and a search made before the scripts ran',
    run: async (page, origin) => {
      const before = await cartCountOf(page.request, origin);
      await holdScripts(page, 6_000);
      await page.goto(`${origin}/m/104/50007.html`, { waitUntil: 'commit' });
      const add = page.getByRole('button', { name: 'Add to cart', exact: true });
      await add.waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
      if (await isHydrated(page)) throw new Error('the page was already hydrated: the tap is not early');
      await add.click({ noWaitAfter: true });
      await see(page.getByText('Added to your cart.'));
      const after = await cartCountOf(page.request, origin);
      if (after !== before + 1) throw new Error(`the cart went from ${before} to ${after} items, not ${before + 1}`);

      await page.goto(`${origin}/m/search`, { waitUntil: 'commit' });
      const box = page.getByRole('searchbox');
      await box.waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
      if (await isHydrated(page)) throw new Error('the search page was already hydrated: the search is not early');
      await box.fill('sunscreen');
      await box.press('Enter');
      await atPath(page, '/m/search?keyword=sunscreen');
      await see(page.getByRole('heading', { name: 'Results for “sunscreen”' }));
      await page.unroute('**/assets/*.js');
    },
  },
  {
    name: 'a form post from another site, or without the session token, is refused with 403 and changes nothing',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/104/50007.html`);
      const before = await cartCountOf(page.request, origin);
      const token = await page.locator('input[name="_token"]').first().inputValue();
      const fields = { intent: 'addToCart', team_id: '50007', quantity: '1' };
      const crossSite = await page.request.post(`${origin}/m/104/50007.html`, {
        form: { ...fields, _token: token },
        headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      });
      if (crossSite.status() !== 403) throw new Error(`a cross-site post answered ${crossSite.status()}, not 403`);
      const tokenless = await page.request.post(`${origin}/m/104/50007.html`, { form: fields, headers: { origin } });
      if (tokenless.status() !== 403) throw new Error(`a post without the token answered ${tokenless.status()}, not 403`);
      const after = await cartCountOf(page.request, origin);
      if (after !== before) throw new Error(`the cart changed from ${before} to ${after} items`);
    },
  },
];

NO_JAVASCRIPT_JOURNEYS.push({
  name: 'without JavaScript: a lucky draw entered; entering again from a page opened before is refused on the draw',
  seed: 'shopper',
  run: async (page, origin) => {
    const phone = await phoneWithoutScripts(page, origin);
    try {
      // The shopper's session (the journey's seed) on the phone without scripts.
      await phone.context().addCookies(await page.context().cookies());
      const stale = await phone.context().newPage();
      await stale.goto(`${origin}/m/luck_draw.php?id=LD-101`);
      await phone.goto(`${origin}/m/luck_draw.php?id=LD-101`);
      await phone.getByRole('button', { name: 'Enter the draw' }).click();
      await atPath(phone, '/m/luck_draw.php?id=LD-101');
      await see(phone.getByText('Not this time'));
      // The page opened before still offers the entry: posting it again is refused, and the draw says why.
      await stale.getByRole('button', { name: 'Enter the draw' }).click();
      await atPath(stale, '/m/luck_draw.php?id=LD-101');
      await see(stale.getByText('Not this time'));
      await see(stale.getByRole('alert').filter({ hasText: /\S/ }));
    } finally {
      await phone.context().close();
    }
  },
});
