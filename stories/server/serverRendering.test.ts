import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/server';
import { NOT_FOUND_MODULE, PAGE_MODULES } from '../../src/app/routing/pageModules';
import { BOOT_ELEMENT_ID, parseBoot, type StorefrontBoot } from '../../src/app/document/bootPayload';
import { LOCALES, toBcp47 } from '../../src/format/locale';
import { createStorefrontHandler, statusOf, type StorefrontRequestHandler, type StorefrontServerOptions } from '../../src/server/createStorefrontHandler';
import { ROUTE_SAMPLES } from '../../src/server/testing/routeSamples';

const TEMPLATE = readFileSync(new URL('../../src/app/index.html', import.meta.url), 'utf8');
const ORIGIN = 'http://127.0.0.1:4173';
const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** Pages a guest is sent to sign in from (the loaders answer a redirect to login and back). */
const NEEDS_LOGIN = new Set([
  'offline_payment', 'orderconfirm', 'orderconfirm/await', 'payment_result', 'order_paid_sent_coupon', 'account/konvypoint.php', 'mycoupon.php', 'my.php', 'history_coupon', 'account/my_card.php', 'account/cash_card.php', 'account/my_credit.php', 'account/setting.php', 'account/change_pwd.php', 'feedback.php', 'my_question.php', 'account/nps', 'account/reset-email', 'account/reset-phone', 'account/deletion', 'myprofile.php', 'beauty_profile', 'account/RecentlyView.php', 'account/reminder.php',
  'order/refund/request.php', 'order/refund/request_one.php', 'order/refund/book_type', 'order/refund/pickUp', 'order/refund/branch', 'order/refund/refund_list.php', 'order/refund/refund_detail.php', 'order/refund/kv_test_refund_delivery',
  'account/write_review.php', 'account/my_review.php',
  'blogger/blogger_form', 'blogger/blogger_progress', 'blogger/blogger_msg', 'blogger/blogger_cashback',
  'community/report.php', 'community/post',
  'booking/:sign/:sign1',
  'booking_appointment_service', 'booking_appointment_service/refund',
  'account/my_draws', 'gift/result',
  'booking/order/detail', 'booking/order/refund', 'booking/order/availability/config', 'booking/order/availability/settings', 'booking/verification', 'booking/income', 'booking/help/contact', 'booking/help/question',
  'booking/settled/agreement', 'booking/my-profile/config', 'booking/store/detail', 'booking/store/config', 'booking/service/create', 'booking/service/config', 'booking/service/detail', 'booking/staff/create', 'booking/staff/config',
]);

/** Sign-in pages a signed-in shopper is sent on from, to the sample's return address. */
const SIGNED_OUT_ONLY = new Set(['login.php', 'signup.php']);

const WITHOUT_LOADER = new Set([...PAGE_MODULES, NOT_FOUND_MODULE].filter((module) => !module.loader).flatMap((module) => module.paths));

interface Rendered {
  readonly status: number;
  readonly html: string;
  readonly location: string | null;
  readonly cookies: readonly string[];
}

const servers: Record<'guest' | 'shopper', { mock: MockHttpServer; handler: StorefrontRequestHandler; errors: unknown[] }> = {} as never;

beforeAll(async () => {
  for (const seed of ['guest', 'shopper'] as const) {
    const mock = await startMockHttpServer({ port: 0, seed });
    const errors: unknown[] = [];
    const handler = createStorefrontHandler({ template: TEMPLATE, backendUrl: mock.url, onError: (error) => errors.push(error) });
    servers[seed] = { mock, handler, errors };
  }
});

afterAll(async () => {
  await Promise.all(Object.values(servers).map(({ mock }) => mock.close()));
});

async function render(seed: 'guest' | 'shopper', path: string, headers: Record<string, string> = {}): Promise<Rendered> {
  const response = await servers[seed].handler(new Request(`${ORIGIN}${path}`, { headers }));
  return { status: response.status, html: await response.text(), location: response.headers.get('location'), cookies: response.headers.getSetCookie() };
}

/** The visible text of the document's main region. */
function mainText(html: string): string {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

function bootOf(html: string): StorefrontBoot {
  const boot = parseBoot(new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1]);
  if (!boot) throw new Error('no boot payload in the document');
  return boot;
}

describe('every route renders on the server', () => {
  it('has a sample address for every path of the route table', () => {
    const paths = [...PAGE_MODULES, NOT_FOUND_MODULE].flatMap((module) => module.paths);
    expect(paths.filter((path) => !(path in ROUTE_SAMPLES))).toEqual([]);
  });

  /** Per visitor and language: each page's title and the pattern that had it (no two routes share one). */
  const titles = new Map<string, Map<string, string>>();

  const cases = Object.entries(ROUTE_SAMPLES).flatMap(([pattern, path]) =>
    (['guest', 'shopper'] as const).flatMap((seed) => LOCALES.map((locale) => ({ pattern, path, seed, locale }))),
  );

  it.each(cases)('$path as $seed in $locale', async ({ pattern, path, seed, locale }) => {
    const page = await render(seed, path, { cookie: `f34c_lang2=${locale}` });
    if (seed === 'guest' && NEEDS_LOGIN.has(pattern)) {
      expect(page.status).toBe(302);
      expect(page.location).toBe(`/m/login.php?redirect=${encodeURIComponent(path)}`);
      return;
    }
    if (seed === 'shopper' && SIGNED_OUT_ONLY.has(pattern)) {
      expect(page.status).toBe(302);
      expect(page.location).toBe(new URL(path, ORIGIN).searchParams.get('redirect') ?? '/m');
      return;
    }
    expect(page.status).toBe(pattern === '*' ? 404 : 200);
    expect(page.html).toContain(`<html lang="${toBcp47(locale)}">`);
    const title = /<title>([^<]*)<\/title>/.exec(page.html)?.[1] ?? '';
    expect(title).toMatch(/\S \| Beauty storefront$/);
    const key = `${seed} ${locale}`;
    const seen = titles.get(key) ?? new Map<string, string>();
    titles.set(key, seen);
    expect(seen.get(title), `${pattern} has the title of ${seen.get(title) ?? ''}`).toBeUndefined();
    seen.set(title, pattern);
    expect(mainText(page.html).length).toBeGreaterThan(10);
    expect(page.html).toContain('window.__staticRouterHydrationData=');
    const boot = bootOf(page.html);
    expect(boot.locale).toBe(locale);
    // The session learns the login from the backend's answers (a page without a loader of its own
    // may ask nothing): a guest is never logged in, the shopper is wherever the page loads data.
    if (seed === 'guest') expect(boot.session.isLogin).toBe(false);
    else if (!WITHOUT_LOADER.has(pattern)) expect(boot.session.isLogin).toBe(true);
    expect(servers[seed].errors).toEqual([]);
  });
});

describe('the document', () => {
  it('inlines only the translations its page read, in the page language', async () => {
    const page = await render('shopper', ROUTE_SAMPLES['shop_cart.php'] ?? '', { cookie: 'f34c_lang2=en_US' });
    const namespaces = Object.keys(bootOf(page.html).resources);
    expect(namespaces).toEqual(expect.arrayContaining(['app', 'cart', 'common']));
    expect(namespaces).not.toContain('bookingMerchant');
    expect(namespaces).not.toContain('games');
    expect(namespaces.length).toBeLessThan(20);
    expect(page.html).toMatch(/<title>Cart \(\d+\) \| Beauty storefront<\/title>/);
  });

  it('titles a search by its term, escaped', async () => {
    const page = await render('guest', `/m/search?keyword=${encodeURIComponent('<b>serum</b>')}`, { cookie: 'f34c_lang2=en_US' });
    expect(page.html).toContain('<title>Search: &lt;b&gt;serum&lt;/b&gt; | Beauty storefront</title>');
  });

  it('names the product, its price and picture for link previewers', async () => {
    const page = await render('guest', ROUTE_SAMPLES[':brand/:product'] ?? '', { 'accept-language': 'en-US,en;q=0.9' });
    expect(page.html).toContain('<html lang="en-US">');
    expect(page.html).toMatch(/<title>[^<]+ \| Beauty storefront<\/title>/);
    expect(page.html).toContain('<meta property="og:type" content="product" />');
    expect(page.html).toMatch(/<meta property="product:price:amount" content="\d+\.\d\d" \/>/);
    expect(page.html).toContain('<meta property="product:price:currency" content="THB" />');
    expect(page.html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:4173\/[^"]+" \/>/);
  });

  it('links the icons and the manifest of the page\'s language', async () => {
    const page = await render('guest', '/m', { cookie: 'f34c_lang2=zh_CN' });
    expect(page.html).toContain('<link rel="manifest" href="/manifest.zh.webmanifest" />');
    expect(page.html).toContain('<link rel="icon" href="/favicon.ico"');
    expect(page.html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" \/>/i);
  });

  it('links the icons a host gives, or none, instead of the package app\'s', async () => {
    const handler = (headLinks: StorefrontServerOptions['headLinks']) =>
      createStorefrontHandler({ template: TEMPLATE, backendUrl: servers.guest.mock.url, headLinks });
    const none = await (await handler(false)(new Request(`${ORIGIN}/m`))).text();
    expect(none).not.toMatch(/<link rel="(icon|apple-touch-icon|manifest)"/);
    const own = await (await handler((locale) => [{ rel: 'icon', href: `/host-${locale}.png` }])(new Request(`${ORIGIN}/m`, { headers: { cookie: 'f34c_lang2=en_US' } }))).text();
    expect(own).toContain('<link rel="icon" href="/host-en_US.png" />');
    expect(own).not.toContain('/favicon.ico');
  });

  it("starts the session with the layout answer's cart count, which the page's cart shows", async () => {
    const page = await render('shopper', ROUTE_SAMPLES[':brand/:product'] ?? '', { cookie: 'f34c_lang2=en_US' });
    const count = bootOf(page.html).session.shopCartNum;
    // The shopper's seed has pieces in the cart: the browser's session starts from their number,
    // and the product page's cart link says it in the HTML already.
    expect(count).toBeGreaterThan(0);
    expect(page.html).toMatch(new RegExp(`${count} items? in your cart`));
  });

  it('inlines the styles the page uses', async () => {
    const page = await render('guest', '/m');
    expect(page.html).toMatch(/<style[^>]*data-styled[^>]*>[^<]{100,}/);
  });

  it('takes the language from the query before the cookie and the browser', async () => {
    const page = await render('guest', '/m?lang=zh_CN', { cookie: 'f34c_lang2=th_TH', 'accept-language': 'en-US' });
    expect(page.html).toContain('<html lang="zh-CN">');
    expect(bootOf(page.html).locale).toBe('zh_CN');
  });

  it('passes the backend session cookie on to a new browser, and keeps it for one that has it', async () => {
    const first = await render('guest', '/m/shop_cart.php');
    // The backend's session cookie, and the form token the server issues with a first document.
    const session = first.cookies.filter((cookie) => cookie.startsWith('sessionid='));
    expect(session).toHaveLength(1);
    expect(session[0]).toMatch(/^sessionid=\w+; Path=\/; HttpOnly/);
    expect(first.cookies).toHaveLength(2);
    const again = await render('guest', '/m/shop_cart.php', { cookie: first.cookies.map((cookie) => cookie.split(';')[0]).join('; ') });
    expect(again.cookies).toEqual([]);
  });

  it('sends a signed-in shopper on from the login page to a safe return address only', async () => {
    const safe = await render('shopper', `/m/login.php?redirect=${encodeURIComponent('/m/shop_cart.php?a=1')}`);
    expect(safe.status).toBe(302);
    expect(safe.location).toBe('/m/shop_cart.php?a=1');
    const hostile = await render('shopper', `/m/login.php?redirect=${encodeURIComponent('//evil.example/x')}`);
    expect(hostile.status).toBe(302);
    expect(hostile.location).toBe('/m');
  });

  it('renders a Chinese tourist\'s page in Chinese and keeps tourist mode for the session', async () => {
    const first = await render('guest', '/m?is_chinese_tourists=1', { cookie: 'f34c_lang2=th_TH' });
    expect(first.html).toContain('<html lang="zh-CN">');
    expect(bootOf(first.html).session).toMatchObject({ is_chinese_tourists: true });
    expect(first.cookies).toContain('f34c_chinese_tourist=1; Path=/; SameSite=Lax');
    const later = await render('guest', '/m/shop_cart.php', { cookie: 'f34c_lang2=th_TH; f34c_chinese_tourist=1' });
    expect(later.html).toContain('<html lang="zh-CN">');
    expect(later.cookies.filter((cookie) => cookie.startsWith('f34c_chinese_tourist'))).toEqual([]);
    const wechat = await render('guest', '/m', { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 MicroMessenger/8.0.50.2701' });
    expect(wechat.html).toContain('<html lang="zh-CN">');
  });

  it('answers the link rules with redirects', async () => {
    const legacy = await render('guest', '/list.php?cate=3');
    expect(legacy.status).toBe(302);
    expect(legacy.location).toMatch(/^\/m\/list/);
  });

  it('sends a desktop visitor to the desktop site when the host gives its origin', async () => {
    const mock = servers.guest.mock;
    const handler = createStorefrontHandler({ template: TEMPLATE, backendUrl: mock.url, desktopOrigin: 'https://www.shop.example' });
    const response = await handler(new Request(`${ORIGIN}/m/shop_cart.php`, { headers: { 'user-agent': DESKTOP_UA } }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://www.shop.example/cart.php');
  });

  it('renders the not-found page with 404 for an unknown address', async () => {
    const page = await render('guest', '/m/no-such-page', { 'accept-language': 'en' });
    expect(page.status).toBe(404);
    expect(mainText(page.html)).toContain('This page could not be found');
  });

  it('renders the pages with the error page when the backend is unreachable, never a blank document', async () => {
    const handler = createStorefrontHandler({
      template: TEMPLATE,
      backendUrl: 'http://127.0.0.1:9',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const response = await handler(new Request(`${ORIGIN}/m/shop_cart.php`, { headers: { 'accept-language': 'en' } }));
    expect([200, 500]).toContain(response.status);
    expect(mainText(await response.text()).length).toBeGreaterThan(10);
  });

  it('answers 500 for a route error that is not a response', () => {
    expect(statusOf({ statusCode: 200, errors: { pages: new Error('boom') } })).toBe(500);
    expect(statusOf({ statusCode: 404, errors: null })).toBe(404);
    expect(statusOf({ statusCode: 200, errors: null })).toBe(200);
  });

  it('refuses a template without a root element', () => {
    expect(() => createStorefrontHandler({ template: '<html><head><title>x</title></head><body></body></html>', backendUrl: ORIGIN })).toThrow(
      /root/,
    );
  });
});
