// Hostile query values, path segments and cookies on every route of the built app, and the
// open-redirect guard on every address a page sends the shopper to from its input. Starts
// `npm run preview` (the built app rendered on the server, the mock backend behind it) and opens
// every route of src/server/testing/routeSamples.ts as a guest and as the demo shopper:
// - each query parameter the route reads set to a hostile value (`../../x`, 5 kB, `<script>`, `%00`,
//   a cut escape, the parameter twice, JSON fragments, huge and negative numbers, an off-site
//   address), the values rotating across routes; hostile path segments on the routes with ids;
// - every cookie the app reads set to malformed JSON, garbage, 4 kB values and a tampered search
//   history: all cases on a handful of routes, one case in turn on every other route (guest);
// - the redirect guard (scripts/hostile/redirects.mjs): server 302s and the pages' own navigation.
// A page fails on status 500, a page error, a console error (but a not-found page's own 404), a blank
// main region, a page that never becomes interactive, a main region with neither a heading nor a
// message, a script or element injected from the input, or a link that leaves for the attacker.
// Run it after `npm run build`: `npm run check:hostile-routes` (HOSTILE_VERBOSE=1 prints every page,
// HOSTILE_ONLY=pages or =redirects runs one half).
import { checkRedirects } from './hostile/redirects.mjs';
import { COOKIE_CASES, PATH_VARIANTS, QUERY_VARIANTS, cookiesOf } from './hostile/variants.mjs';
import { visit } from './hostile/visit.mjs';
import { launchBrowser, startPreview } from './preview-server.mjs';

const SAMPLES_FILE = new URL('../src/server/testing/routeSamples.ts', import.meta.url);
const { ROUTE_SAMPLES } = await import(SAMPLES_FILE.href);

/** Query parameters a route reads that its sample address does not carry. Every route reads `lang`. */
const EXTRA_PARAMS = {
  '': ['code', 'is_chinese_tourists'],
  search: ['brand_sign'],
  'brand/:sign/:tab': ['category'],
  'login.php': [],
  'repass.php': ['redirect'],
  'account/setting.php': ['redirect'],
  orderconfirm: ['cart_ids', 'booking_id', 'coupon_id'],
  community: ['tab'],
  'account/my_review.php': ['tab'],
  booking_appointment_service: ['tab'],
  'booking/income': ['period'],
  'booking/:sign/:sign1': ['date'],
  'my.php': ['order_id'],
};

/** All cookie cases run on these (the language, search, cart, product, sign-in and brand pages). */
const COOKIE_ROUTES = ['', 'search', 'shop_cart.php', ':brand/:product', 'login.php', 'brand/:sign?'];

/** The sample address with each parameter the route reads set to the variant. */
function withHostileQuery(pattern, sample, variant) {
  const url = new URL(sample, 'http://shop.invalid');
  const names = [...new Set([...url.searchParams.keys(), ...(EXTRA_PARAMS[pattern] ?? []), 'lang'])];
  const pairs = names.flatMap((name, index) => {
    if (variant.long && index > 0) return url.searchParams.has(name) ? [`${name}=${encodeURIComponent(url.searchParams.get(name))}`] : [];
    return variant.repeat ? [`${name}=${variant.raw}`, `${name}=${variant.repeat}`] : [`${name}=${variant.raw}`];
  });
  return `${url.pathname}?${pairs.join('&')}`;
}

/** The sample address with every id segment of the pattern (`:sign`, `:product` …) replaced. */
function withHostileSegments(pattern, sample, variant) {
  const parts = new URL(sample, 'http://shop.invalid').pathname.split('/');
  pattern.split('/').forEach((segment, index) => {
    if (!segment.startsWith(':')) return;
    // The product page's address must end in .html; the hostile id keeps it so the page is asked.
    parts[index + 2] = segment === ':product' ? `${variant.raw}.html` : variant.raw;
  });
  return parts.join('/');
}

/** Pages open side by side, each worker in its own browser context (its own cookies and mock session). */
const WORKERS = 3;

/** Every page load of the run: a seed, an address, a label and the cookies to set before it. */
function plannedVisits(origin) {
  const visits = [];
  const routes = Object.entries(ROUTE_SAMPLES);
  for (const [seedIndex, seed] of ['guest', 'shopper'].entries()) {
    for (const [index, [pattern, sample]] of routes.entries()) {
      const variant = QUERY_VARIANTS[(index + seedIndex * 5) % QUERY_VARIANTS.length];
      // The guest also carries one cookie case in turn on every route the cookie pass does not cover.
      const cookieCase = seed === 'guest' && !COOKIE_ROUTES.includes(pattern) ? COOKIE_CASES[index % COOKIE_CASES.length] : null;
      const cookies = cookieCase ? cookiesOf(cookieCase, origin) : [];
      const label = `${seed} [query: ${variant.name}${cookieCase ? `; cookies: ${cookieCase.name}` : ''}]`;
      visits.push({ seed, path: withHostileQuery(pattern, sample, variant), label, cookies, kind: cookieCase ? ['query', 'cookies'] : ['query'] });
      if (pattern.includes(':')) {
        const segment = PATH_VARIANTS[(index + seedIndex * 3) % PATH_VARIANTS.length];
        visits.push({ seed, path: withHostileSegments(pattern, sample, segment), label: `${seed} [path: ${segment.name}]`, cookies: [], kind: ['segments'] });
      }
    }
    for (const pattern of COOKIE_ROUTES) {
      for (const cookieCase of COOKIE_CASES) {
        visits.push({ seed, path: ROUTE_SAMPLES[pattern], label: `${seed} [cookies: ${cookieCase.name}]`, cookies: cookiesOf(cookieCase, origin), kind: ['cookies'] });
      }
    }
  }
  // The mock backend's own session cookie tampered: the shop starts a new session, the page holds.
  for (const value of ['../../etc/passwd', '{"a":[1,', 'x'.repeat(4000)]) {
    visits.push({ seed: 'shopper', path: '/m/shop_cart.php', label: '[cookies: session tampered]', cookies: [{ name: 'sessionid', value, url: origin }], kind: ['cookies'], ownSession: true });
  }
  return visits;
}

const started = Date.now();
// Each context (a seed, a locale) has a shop of its own: they must not see each other's changes.
const preview = await startPreview({ world: 'session' });
const browser = await launchBrowser();
const failures = [];
const counts = { routes: Object.keys(ROUTE_SAMPLES).length, query: 0, segments: 0, cookies: 0, redirects: 0, pages: 0 };

async function contextFor(seed) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'en-US' });
  await context.addCookies([{ name: 'f34c_lang2', value: 'en_US', url: preview.origin }]);
  const reset = await context.request.post(`${preview.origin}/__mock/reset?seed=${seed}`);
  if (!reset.ok()) throw new Error(`reset to ${seed} failed: ${reset.status()}`);
  return context;
}

async function check(context, { path, label, cookies }) {
  if (cookies.length > 0) await context.addCookies(cookies);
  const began = Date.now();
  const problems = await visit(context, preview.origin, path);
  counts.pages += 1;
  if (process.env.HOSTILE_VERBOSE) console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${((Date.now() - began) / 1000).toFixed(1)} s ${label} ${path.slice(0, 100)}`);
  for (const problem of problems) failures.push(`${label} ${path.slice(0, 160)}: ${problem}`);
  // Back to the seed's own language cookie and no tampered ones for the next page.
  for (const { name } of cookies) await context.clearCookies({ name });
  if (cookies.some(({ name }) => name === 'f34c_lang2')) await context.addCookies([{ name: 'f34c_lang2', value: 'en_US', url: preview.origin }]);
}

/** Runs the visits of one seed on WORKERS contexts side by side. */
async function runVisits(seed, visits) {
  const queue = [...visits];
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      let context = null;
      for (let next = queue.shift(); next; next = queue.shift()) {
        // A tampered session cookie ends the context's session: it gets a context of its own.
        const own = next.ownSession ? await contextFor(seed) : null;
        context ??= own ? null : await contextFor(seed);
        await check(own ?? context, next);
        if (own) await own.close();
        for (const kind of next.kind) counts[kind] += 1;
      }
      await context?.close();
    }),
  );
}

try {
  // HOSTILE_ONLY=pages or HOSTILE_ONLY=redirects runs one half (while fixing one of them).
  const only = process.env.HOSTILE_ONLY;
  if (only !== 'redirects') {
    const visits = plannedVisits(preview.origin);
    for (const seed of ['guest', 'shopper']) await runVisits(seed, visits.filter((planned) => planned.seed === seed));
  }
  if (only !== 'pages') {
    const redirects = await checkRedirects({ origin: preview.origin, contextFor });
    counts.redirects = redirects.checked;
    failures.push(...redirects.failures);
  }
} finally {
  await browser.close();
  preview.stop();
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const summary = `hostile routes: ${counts.routes} routes, ${counts.pages} pages (${counts.query} with hostile query values, ${counts.segments} with hostile path segments, ${counts.cookies} with hostile cookies), ${counts.redirects} redirect attempts`;
if (failures.length > 0) {
  console.error(failures.join('\n'));
  console.error(`${summary}: ${failures.length} problems (${seconds} s)`);
  process.exit(1);
}
console.log(`${summary}: every page held and the shopper stayed on the shop (${seconds} s)`);
