import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allEndpoints, endpointsByArea } from '../../src/api/endpoints/registry';
import { API_AREAS } from '../../src/api/endpoints/define';
import { cartBuy, getCart } from '../../src/api/endpoints/cart';
import { countEndpoints } from '../count';
import { createMockServer } from '../node';
import { scenario, SPEC_ERROR_CODES } from '../scenarios';
import { callAny, mockClient } from '../testing';
import type { ApiResult } from '../../src/api/client/result';
import type { AnyEndpoint } from '../../src/api/endpoints/define';
import { sharedShop } from '../shop/sharedShop';
import { areaHandlers, areaMocks, createHandlersByArea, handlersFor } from '.';
import { bindPhoneRequired, cartFull, cartHandlers } from './cart';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => sharedShop.reset('shopper'));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The provider's calls run as the demo merchant, the others as the demo shopper. */
const signInFor = (endpoint: AnyEndpoint) => sharedShop.reset(endpoint.meta.area === 'bookingProvider' ? 'merchant' : 'shopper');

/**
 * Called with no payload, an endpoint answers ok (its schema passed) or refuses with a message the
 * shopper can read (a rule: a missing id, a missing field); never a malformed or missing answer.
 */
function expectWellFormed(result: ApiResult<unknown>, name: string): void {
  if (result.ok) return;
  expect(result.kind, `${name}: ${JSON.stringify(result)}`).toMatch(/^(toast|notFound)$/);
  expect(result.message, name).toMatch(/\S/);
}

describe('endpoint count', () => {
  it('endpoints defined = endpoints mocked', () => {
    const count = countEndpoints();
    expect(count.unmocked).toEqual([]);
    expect(count.unknown).toEqual([]);
    expect(count.mocked).toBe(count.defined);
    expect(count.defined).toBe(allEndpoints.length);
  });

  it('every area has a handler factory, its mocks and one handler per endpoint', () => {
    const byArea = createHandlersByArea();
    for (const area of API_AREAS) {
      expect(Object.keys(areaMocks[area]).sort()).toEqual(endpointsByArea[area].map((e) => e.meta.name).sort());
      expect(byArea[area]).toHaveLength(endpointsByArea[area].length);
      expect(typeof areaHandlers[area]).toBe('function');
    }
  });
});

describe.each(['th_TH', 'en_US', 'zh_CN'] as const)('every endpoint answers through the client (%s)', (lang) => {
  it.each(allEndpoints.map((e) => [e.meta.name, e] as const))('%s: ok passes its schema, or a rule refuses with a message', async (name, endpoint) => {
    signInFor(endpoint);
    expectWellFormed(await callAny(endpoint, mockClient(lang)), name);
  });
});

describe('login', () => {
  it('a guest gets 401 (the login kind) from every call that needs login, and the others answer', async () => {
    const needsLogin = Object.values(areaMocks).flatMap((mocks) => Object.entries(mocks).filter(([, mock]) => mock.needsLogin).map(([name]) => name));
    expect(needsLogin).toEqual(expect.arrayContaining(['getOrders', 'getFavorites', 'getUserCenter', 'getProviderOrderList', 'confirmVerification']));
    for (const endpoint of allEndpoints) {
      sharedShop.reset('guest');
      const result = await callAny(endpoint, mockClient('en_US'));
      if (needsLogin.includes(endpoint.meta.name)) expect(result, endpoint.meta.name).toMatchObject({ ok: false, kind: 'login', code: 401 });
      else expectWellFormed(result, endpoint.meta.name);
    }
  });

  it('every answer says whether the session is signed in (spec §4)', async () => {
    sharedShop.reset('guest');
    expect(await getCart(mockClient(), {})).toMatchObject({ ok: true, body: { is_login: false } });
    sharedShop.reset('shopper');
    expect(await getCart(mockClient(), {})).toMatchObject({ ok: true, body: { is_login: true } });
  });
});

describe('scenarios', () => {
  it.each(API_AREAS)('%s: empty still passes every schema', async (area) => {
    server.use(...handlersFor(area, scenario.empty));
    for (const endpoint of endpointsByArea[area]) {
      signInFor(endpoint);
      expectWellFormed(await callAny(endpoint, mockClient()), endpoint.meta.name);
    }
  });

  it('empty empties lists', async () => {
    server.use(...cartHandlers(scenario.empty));
    const result = await getCart(mockClient(), {});
    if (!result.ok) throw new Error(result.kind);
    expect(result.data.groups.flatMap((group) => group.list)).toEqual([]);
    expect(result.data.selected_count).toBe(0);
  });

  const legacyKinds: Record<number, string> = { [-999]: 'cancelled', 1: 'toast', 2: 'toast', 401: 'login', 404: 'notFound', 10002: 'captcha' };
  it.each(SPEC_ERROR_CODES.legacy)('legacy errcode(%i) → the spec §8 kind, for every legacy and go endpoint', async (code) => {
    for (const area of API_AREAS) server.use(...handlersFor(area, scenario.errcode(code)));
    for (const endpoint of allEndpoints.filter((e) => e.meta.transport === 'legacy' || e.meta.transport === 'go')) {
      const result = await callAny(endpoint, mockClient('en_US'));
      expect(result, endpoint.meta.name).toMatchObject({ ok: false, kind: legacyKinds[code], code });
    }
  });

  const bookingKinds: Record<number, string> = {
    301: 'notFound',
    302: 'home',
    303: 'notFound',
    304: 'login',
    401: 'login',
    403: 'login',
    500: 'network',
    10002: 'captcha',
    20001: 'liveChat',
    [-999]: 'cancelled',
  };
  it.each(SPEC_ERROR_CODES.booking)('booking code(%i) → the spec §8 kind, for every booking endpoint', async (code) => {
    for (const area of API_AREAS) server.use(...handlersFor(area, scenario.errcode(code)));
    for (const endpoint of allEndpoints.filter((e) => e.meta.transport === 'booking')) {
      const result = await callAny(endpoint, mockClient());
      expect(result, endpoint.meta.name).toMatchObject({ ok: false, kind: bookingKinds[code], code });
    }
  });

  it('needLogin, errTimeout and notFoundWithLink', async () => {
    server.use(...cartHandlers(scenario.needLogin('/m/login.php?from=cart')));
    expect(await getCart(mockClient(), {})).toMatchObject({ kind: 'login', loginLink: '/m/login.php?from=cart' });
    server.use(...cartHandlers(scenario.errTimeout));
    expect(await getCart(mockClient(), {})).toMatchObject({ kind: 'timeout', code: 1 });
    server.use(...cartHandlers(scenario.notFoundWithLink('/m')));
    expect(await getCart(mockClient(), {})).toMatchObject({ kind: 'toast', redirect: '/m' });
  });

  it('cart full (errcode 1 with data) and bind phone (errcode 2) carry their data', async () => {
    server.use(...cartHandlers({ cartBuy: cartFull('en_US') }));
    const full = await cartBuy(mockClient('en_US'), { team_id: '50001', quantity: 1 });
    expect(full).toMatchObject({ ok: false, code: 1, kind: 'toast' });
    expect(full.ok === false && Array.isArray((full.data as { list: unknown[] }).list)).toBe(true);
    server.use(...cartHandlers({ cartBuy: bindPhoneRequired }));
    expect(await cartBuy(mockClient(), { team_id: '50001', quantity: 1 })).toMatchObject({ code: 2 });
    // Per-endpoint choice: the rest of the area keeps answering ok.
    expect(await getCart(mockClient(), {})).toMatchObject({ ok: true });
  });

  it.each(API_AREAS)('%s: serverError, malformed, offline, timeout and slow', async (area) => {
    const endpoint = endpointsByArea[area][0];
    if (!endpoint) throw new Error(`no endpoint in ${area}`);
    const noResponse = endpoint.meta.transport === 'booking' || endpoint.meta.transport === 'vault' ? 'network' : 'timeout';
    server.use(...handlersFor(area, scenario.serverError));
    expect(await callAny(endpoint, mockClient())).toMatchObject({ ok: false, kind: 'network', status: 500 });
    server.use(...handlersFor(area, scenario.malformed));
    expect(await callAny(endpoint, mockClient())).toMatchObject({ ok: false, kind: 'malformed' });
    server.use(...handlersFor(area, scenario.offline));
    expect(await callAny(endpoint, mockClient())).toMatchObject({ ok: false, kind: noResponse });
    server.use(...handlersFor(area, scenario.timeout));
    expect(await callAny(endpoint, mockClient(), { timeoutMs: 30 })).toMatchObject({ ok: false, kind: noResponse });
    server.use(...handlersFor(area, scenario.slow(20)));
    signInFor(endpoint);
    expectWellFormed(await callAny(endpoint, mockClient()), endpoint.meta.name);
  });
});

describe('fixture images', () => {
  it('serve the same placeholder SVG for the same name, and different ones for different names', async () => {
    const { assetHandlers, placeholderSvg } = await import('./assets');
    const { getResponse } = await import('msw');
    const response = await getResponse(assetHandlers(), new Request('http://shop.test/static/mock/team-101.webp'));
    expect(response?.headers.get('content-type')).toBe('image/svg+xml');
    const body = await response?.text();
    expect(body).toBe(placeholderSvg('team-101'));
    expect(body).toMatch(/^<svg /);
    expect(placeholderSvg('team-101')).not.toBe(placeholderSvg('team-102'));
  });
});
