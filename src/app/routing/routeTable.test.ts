import { createMemoryRouter, isRouteErrorResponse, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../api';
import { fakeFetch, json, ORIGIN } from '../../api/testing/fakeFetch';
import { createStorefrontRoutes } from '../createStorefrontRoutes';
import { composePageRoutes } from './composeRoutes';
import { GO_TOP_HIDDEN_ROUTES, layoutFlagsOf, withGoTopRule } from './goTopRoutes';
import { linkRulesMiddleware } from './linkRules';
import type { StorefrontRouteModule } from '../../pages/routeModule';

const team = { id: '1001', product: 'Turmeric Serum', team_price: 990, image1: '/static/mock/team-1001.webp', status: 'normal', brand_id: '12' };

function setup() {
  const fake = fakeFetch((call) => (call.url.includes('/m_api/404.php') ? json({ errcode: 0, data: [team] }) : json({ errcode: 0, data: null })));
  const client = createClient({ baseUrl: '', origin: ORIGIN, fetch: fake.fetch });
  return { client, calls: fake.calls };
}

/** Waits until the router has loaded what the address needs (lazy route modules too), for up to 4 s on a busy machine. */
async function settle(router: ReturnType<typeof createMemoryRouter>) {
  for (let i = 0; i < 800 && (router.state.navigation.state !== 'idle' || !router.state.initialized); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function open(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await settle(router);
  return router;
}

function errorOf(router: ReturnType<typeof createMemoryRouter>): unknown {
  return Object.values(router.state.errors ?? {})[0];
}

describe('the route table', () => {
  it('adds the /m prefix, keeping the query', async () => {
    const { client } = setup();
    const router = await open(createStorefrontRoutes({ client, origin: ORIGIN }), '/community/deleted?from=feed');
    expect(router.state.location.pathname).toBe('/m/community/deleted');
    expect(router.state.location.search).toBe('?from=feed');
    expect(router.state.matches.at(-1)?.route.handle).toMatchObject({ name: 'community-deleted' });
  });

  it('rewrites list.php to /m/list/ and old brand .html links to product pages', async () => {
    const { client } = setup();
    const list = await open(createStorefrontRoutes({ client, origin: ORIGIN }), '/m/list.php?cate=3');
    expect(`${list.state.location.pathname}${list.state.location.search}`).toBe('/m/list/?cate=3');
    const product = await open(createStorefrontRoutes({ client, origin: ORIGIN }), '/m/brand/lotus-dew/turmeric-serum-1001.html');
    expect(product.state.location.pathname).toBe('/m/lotus-dew/turmeric-serum-1001.html');
  });

  it('answers an unknown address with 404 and the recommendations of the 404 call', async () => {
    const { client, calls } = setup();
    const router = await open(createStorefrontRoutes({ client, origin: ORIGIN }), '/m/no-such-page');
    const error = errorOf(router);
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
    expect(isRouteErrorResponse(error) && error.data).toMatchObject({ notFound: true, recommendations: [{ id: '1001', href: '/m/12/1001.html' }] });
    expect(calls.filter((call) => call.url.includes('/m_api/404.php'))).toHaveLength(1);
    // The error is caught inside the layout (the pages' boundary), not at the root.
    expect(Object.keys(router.state.errors ?? {})).toEqual(['pages']);
  });

  it('still answers 404 when the 404 call fails', async () => {
    const fake = fakeFetch(() => 'network-error');
    const client = createClient({ baseUrl: '', origin: ORIGIN, fetch: fake.fetch });
    const router = await open(createStorefrontRoutes({ client, origin: ORIGIN }), '/m/no-such-page');
    const error = errorOf(router);
    expect(isRouteErrorResponse(error) && error.data).toEqual({ notFound: true, recommendations: [] });
  });
});

describe('composePageRoutes', () => {
  const product: StorefrontRouteModule = {
    paths: [':brand/:product'],
    handle: { name: 'brand-product', layout: {} },
    params: { brand: 'sign', product: 'productSlug' },
    loader: async ({ params }) => ({ product: params.product }),
    Component: async () => () => null,
  };
  const guarded: StorefrontRouteModule = {
    paths: ['vip'],
    handle: { name: 'vip', layout: {}, middleware: ['vipOnly'] },
    Component: async () => () => null,
  };

  function table(client: ReturnType<typeof setup>['client'], modules: StorefrontRouteModule[]): RouteObject[] {
    return [{ path: '/m', children: [{ id: 'pages', children: composePageRoutes(modules, { client }) }] }];
  }

  it('shows not found when the product address has no .html (spec §2), and loads it when it has', async () => {
    const { client } = setup();
    const bad = await open(table(client, [product]), '/m/lotus-dew/turmeric-serum-1001');
    const error = errorOf(bad);
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
    const good = await open(table(client, [product]), '/m/lotus-dew/turmeric-serum-1001.html');
    expect(good.state.errors).toBeNull();
    expect(good.state.loaderData['brand-product::brand/:product']).toEqual({ product: 'turmeric-serum-1001.html' });
  });

  it('gives 500 "Unknown middleware" for a middleware name nobody registered (spec §8)', async () => {
    const { client } = setup();
    const router = await open(table(client, [guarded]), '/m/vip');
    const error = errorOf(router);
    expect(isRouteErrorResponse(error) && [error.status, error.data]).toEqual([500, 'Unknown middleware']);
  });
});

describe('go-to-top rule (spec §2)', () => {
  it.each(GO_TOP_HIDDEN_ROUTES)('hides the button on %s', (name) => {
    expect(withGoTopRule({ name, layout: {} }).layout.hideGoTop).toBe(true);
  });
  it('keeps it elsewhere and merges the matched handles', () => {
    expect(withGoTopRule({ name: 'tarot', layout: {} }).layout.hideGoTop).toBeUndefined();
    expect(layoutFlagsOf([{ name: 'layout', layout: { footerNav: true } }, undefined, { name: 'cart', layout: { hideGoTop: true } }])).toEqual({
      footerNav: true,
      hideGoTop: true,
      routeName: 'cart',
    });
  });
});

describe('linkRulesMiddleware', () => {
  const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
  const run = (url: string, options: Parameters<typeof linkRulesMiddleware>[0]): Response | undefined => {
    const middleware = linkRulesMiddleware(options);
    try {
      // Only `request` is read.
      void middleware({ request: new Request(url) } as Parameters<typeof middleware>[0], async () => undefined);
      return undefined;
    } catch (thrown) {
      return thrown as Response;
    }
  };

  it('upgrades http to https with a document redirect', () => {
    const response = run('http://shop.example/m/tarot', { visitor: () => ({ userAgent: DESKTOP_UA }) });
    expect(response?.headers.get('Location')).toBe('https://shop.example/m/tarot');
    expect(response?.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('sends desktop visitors to the desktop site only when the host names it', () => {
    expect(run('https://shop.example/m/shop_cart.php', { visitor: () => ({ userAgent: DESKTOP_UA }) })).toBeUndefined();
    const response = run('https://shop.example/m/shop_cart.php', { visitor: () => ({ userAgent: DESKTOP_UA }), desktopOrigin: 'https://www.shop.example' });
    expect(response?.headers.get('Location')).toBe('https://www.shop.example/cart.php');
  });

  it('leaves a page address alone', () => {
    expect(run('https://shop.example/m/community/deleted', { visitor: () => ({ userAgent: DESKTOP_UA }) })).toBeUndefined();
  });
});
