// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://127.0.0.1:4173/m/shop_cart.php"}
import { Outlet, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/server';
import { hydrateStorefront, type HydratedStorefront } from '../../src/app/hydrate/hydrateStorefront';
import { createStorefrontHandler } from '../../src/server/createStorefrontHandler';

const TEMPLATE = '<!doctype html><html lang="th"><head><title>Host</title></head><body><div id="root"></div></body></html>';
const PAGE = window.location.href;

function HostRoot() {
  return (
    <div data-host="frame">
      <Outlet />
    </div>
  );
}

/** A host's table: its own root route (a frame around every page), the storefront's routes under it. */
const hostRoutes = (storefront: RouteObject[]): RouteObject[] => [{ id: 'host', Component: HostRoot, children: storefront }];

/** What the page logs as an error. The server's renderer runs in this same process, which React's development build warns of (not a browser's case): left out. */
let logged: string[] = [];
let mock: MockHttpServer;
/** The pages hydrated by the running test: taken down after it, so no render is left for after the test's end. */
let mounted: HydratedStorefront | undefined;
beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0 });
  vi.spyOn(console, 'error').mockImplementation((first: unknown) => {
    const text = String(first);
    if (!text.includes('multiple renderers concurrently')) logged.push(text);
  });
});
afterAll(async () => {
  await mock.close();
  vi.restoreAllMocks();
});
afterEach(async () => {
  mounted?.unmount();
  mounted = undefined;
  // React renders what was left (the unmount, a language loaded late) in the scheduler's next tasks.
  await new Promise((resolve) => setTimeout(resolve, 50));
  vi.unstubAllGlobals();
  logged = [];
});

/** Puts the host server's page for this address into the document, as the browser receives it. */
async function serverPage(): Promise<void> {
  const handle = createStorefrontHandler({ template: TEMPLATE, backendUrl: mock.url, routes: hostRoutes, headLinks: false });
  const response = await handle(new Request(PAGE, { headers: { 'accept-language': 'en-US' } }));
  expect(response.status).toBe(200);
  const html = await response.text();
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  const data = /window\.__staticRouterHydrationData=(.*?);<\/script>/.exec(html)?.[1];
  // The inline scripts do not run in this document: the router's data is set as the script would.
  Object.assign(window, { __staticRouterHydrationData: JSON.parse(data ?? 'null') });
  document.documentElement.removeAttribute('data-storefront-ready');
  document.body.innerHTML = body.replace(/<script(?![^>]*application\/json)[\s\S]*?<\/script>/g, '');
}

async function hydrate(routes: typeof hostRoutes) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    calls.push(new URL(input instanceof Request ? input.url : String(input), PAGE).pathname);
    return Promise.resolve(new Response('{}', { status: 404 }));
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no root');
  const hydrated = await hydrateStorefront(container, { routes });
  mounted = hydrated;
  await vi.waitFor(() => expect(document.documentElement.getAttribute('data-storefront-ready')).toBe('true'), { timeout: 10_000 });
  // Once the page works, the rest of its language (namespaces the server did not inline, e.g. the
  // booking pages') is added: waited for here, so no load is left running when the test ends.
  await vi.waitFor(() => expect(hydrated.i18n.hasResourceBundle(hydrated.locale, 'booking')).toBe(true), { timeout: 10_000 });
  return { hydrated, calls };
}

describe('hydrateStorefront: a host page the server rendered', () => {
  it('hydrates the cart under the host root route in the server language, without fetching its data again', async () => {
    await serverPage();
    const { hydrated, calls } = await hydrate(hostRoutes);
    expect(hydrated.serverRendered).toBe(true);
    expect(hydrated.locale).toBe('en_US');
    expect(logged).toEqual([]);
    expect(calls.filter((path) => /cart_detail|footer_nav/.test(path))).toEqual([]);
    expect(document.querySelectorAll('[data-host="frame"] main h1')).toHaveLength(1);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('logs the mismatch when the browser table is not the one the server rendered', async () => {
    await serverPage();
    await hydrate((storefront) => storefront);
    expect(logged.some((text) => text.includes('hydration recovered from'))).toBe(true);
  });
});
