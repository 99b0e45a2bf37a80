import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define';
import { tokeniseCard } from '../endpoints/payment';
import { payOrder } from '../endpoints/orders';
import { translateComment } from '../endpoints/community';
import { legacyResponse, bookingResponse } from '../schemas/envelope';
import { fakeFetch, json, ORIGIN } from '../testing/fakeFetch';
import { createClient, type ClientOptions } from './createClient';
import { createMemoryStorage, STORAGE_KEYS } from './sessionIds';

const legacyGet = defineEndpoint<{ sign: string; tags?: readonly string[] }>()(
  { name: 'legacyGet', area: 'layout', transport: 'legacy', method: 'GET', path: '/m_api/thing.php', fixedParams: { get_header_info: 1 } },
  legacyResponse(z.object({ value: z.number() })),
);
const legacyPost = defineEndpoint<{ team_id: string; quantity: number; filter?: { brand: string } }>()(
  { name: 'legacyPost', area: 'cart', transport: 'legacy', method: 'POST', path: '/m_api/cart/cart_detail.php', fixedParams: { action: 'buy' } },
  legacyResponse(z.unknown()),
);
const goPut = defineEndpoint<{ score: number }>()(
  { name: 'goPut', area: 'campaigns', transport: 'go', method: 'PUT', path: '/api/go/game/celebration' },
  legacyResponse(z.unknown()),
);
const goDelete = defineEndpoint<{ id: string }>()(
  { name: 'goDelete', area: 'catalog', transport: 'go', method: 'DELETE', path: '/api/go/search/log' },
  legacyResponse(z.unknown()),
);
const bookingPath = defineEndpoint<{ product: string; page: number }>()(
  { name: 'bookingPath', area: 'bookingProvider', transport: 'booking', method: 'POST', path: '/booking/f/wap/provider_merchant/store/{product}_store' },
  bookingResponse(z.unknown()),
);

const session = {
  lang: 'th_TH',
  platform: 2 as const,
  version: '10.4.25',
  type: 'h5',
  longitude: 100.5018,
  latitude: 13.7563,
  is_chinese_tourists: 0 as const,
  usersecre: 'secret-1',
};

function client(answer?: Parameters<typeof fakeFetch>[0], extra: Partial<ClientOptions> = {}) {
  const fake = fakeFetch(answer);
  const storage = createMemoryStorage();
  const c = createClient({
    baseUrl: 'https://api.beauty.example/',
    vaultUrl: 'https://vault.cards.example',
    fetch: fake.fetch,
    session: () => session,
    storage,
    origin: ORIGIN,
    createId: () => 'client-session-1',
    ...extra,
  });
  return { c, calls: fake.calls, storage };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('transports and common parameters', () => {
  it('legacy GET: everything in the query, with the common values and the client session id', async () => {
    const { c, calls } = client(() => json({ errcode: 0, data: { value: 1 } }));
    const result = await legacyGet(c, { sign: 'lotus-dew', tags: ['a', 'b'] });
    expect(result).toMatchObject({ ok: true, data: { value: 1 } });
    const url = new URL(calls[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://api.beauty.example/m_api/thing.php');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      lang: 'th_TH',
      platform: '2',
      version: '10.4.25',
      type: 'h5',
      longitude: '100.5018',
      latitude: '13.7563',
      is_chinese_tourists: '0',
      usersecre: 'secret-1',
      sessionid: 'client-session-1',
      sign: 'lotus-dew',
      get_header_info: '1',
    });
    expect(url.searchParams.getAll('tags[]')).toEqual(['a', 'b']);
    expect(calls[0]?.body).toBeUndefined();
  });

  it('leaves out values that are not known', async () => {
    const { c, calls } = client(undefined, { session: () => ({ lang: 'en_US', usersecre: '' }) });
    await legacyGet(c, { sign: 'x' });
    const params = new URL(calls[0]?.url ?? '').searchParams;
    expect(params.get('lang')).toBe('en_US');
    for (const name of ['platform', 'version', 'type', 'longitude', 'latitude', 'is_chinese_tourists', 'usersecre']) {
      expect(params.has(name), name).toBe(false);
    }
    expect(params.get('sessionid')).toBe('client-session-1');
  });

  it('legacy POST: form-encoded body with action, payload and common values', async () => {
    const { c, calls } = client();
    await legacyPost(c, { team_id: '50001', quantity: 2, filter: { brand: 'lotus' } });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(calls[0]?.body);
    expect(Object.fromEntries(form)).toMatchObject({ action: 'buy', team_id: '50001', quantity: '2', 'filter[brand]': 'lotus', lang: 'th_TH' });
  });

  it('a payload field named like a common value is sent once, with the payload\'s value', async () => {
    const { c, calls } = client();
    // spec §7: comment translation takes `lang` (the target), and every request adds the site's `lang`.
    await translateComment(c, { id: '80001', lang: 'en_US' });
    const form = new URLSearchParams(calls[0]?.body);
    expect(form.getAll('lang')).toEqual(['en_US']);
    expect(form.get('platform')).toBe('2');
    const inLanguage = defineEndpoint<{ lang: string }>()(
      { name: 'inLanguage', area: 'layout', transport: 'legacy', method: 'GET', path: '/m_api/notice.php' },
      legacyResponse(z.unknown()),
    );
    const { c: getting, calls: got } = client();
    await inLanguage(getting, { lang: 'zh_CN' });
    expect(new URL(got[0]?.url ?? '').searchParams.getAll('lang')).toEqual(['zh_CN']);
  });

  it('go PUT: JSON body, common values in the query', async () => {
    const { c, calls } = client();
    await goPut(c, { score: 90 });
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ score: 90 });
    expect(new URL(calls[0]?.url ?? '').searchParams.get('usersecre')).toBe('secret-1');
  });

  it('go DELETE: the payload in the query', async () => {
    const { c, calls } = client();
    await goDelete(c, { id: '7' });
    expect(calls[0]?.method).toBe('DELETE');
    expect(new URL(calls[0]?.url ?? '').searchParams.get('id')).toBe('7');
  });

  it('booking: path placeholders are filled from the payload', async () => {
    const { c, calls } = client(() => json({ code: 200, data: null }));
    await bookingPath(c, { product: 'service', page: 1 });
    expect(new URL(calls[0]?.url ?? '').pathname).toBe('/booking/f/wap/provider_merchant/store/service_store');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ page: 1 });
  });

  it('the card number goes to the vault only, without session values or cookies', async () => {
    const { c, calls } = client(() => json({ error: null, data: { token: 'tok_1', last4: '4242', brand: 'visa', expiry_month: 12, expiry_year: 2028 } }));
    const token = await tokeniseCard(c, { card_number: '4242424242424242', expiry: '1228', security_code: '123' });
    expect(token).toMatchObject({ ok: true, data: { token: 'tok_1' } });
    expect(calls[0]?.url).toBe('https://vault.cards.example/v1/tokens');
    expect(calls[0]?.url).not.toContain('usersecre');
    await payOrder(c, { order_id: '1', payment_method: 'card', card_token: 'tok_1' });
    expect(calls[1]?.url).toContain('https://api.beauty.example/');
    expect(calls[1]?.body).not.toContain('4242424242424242');
    expect(calls.filter((call) => (call.body ?? '').includes('4242424242424242'))).toHaveLength(1);
  });
});

describe('session', () => {
  it('keeps a session_id the server hands out as the client session id', async () => {
    const { c, calls, storage } = client(() => json({ errcode: 0, session_id: 'server-session-9', data: { value: 1 } }));
    await legacyGet(c, { sign: 'a' });
    expect(storage.dump()[STORAGE_KEYS.clientSessionId]).toBe('server-session-9');
    await legacyGet(c, { sign: 'b' });
    expect(new URL(calls[1]?.url ?? '').searchParams.get('sessionid')).toBe('server-session-9');
  });

  it('prefers the host session id when it gives one', async () => {
    const { c, calls } = client(undefined, { session: () => ({ sessionid: 'host-session' }) });
    await legacyGet(c, { sign: 'a' });
    expect(new URL(calls[0]?.url ?? '').searchParams.get('sessionid')).toBe('host-session');
  });

  it('captures share ids at creation', () => {
    const { c } = client(undefined, { shareSource: { search: '?share_user_id=u1&affiliate_link_id=a2' } });
    expect(c.shareIds()).toEqual({ shareUserId: 'u1', affiliateLinkId: 'a2' });
  });

  it.each([
    [1, true],
    ['1', true],
    [true, true],
    [0, false],
    ['0', false],
    [false, false],
  ])('is_login %j in any response → onLoginChange(%s)', async (value, expected) => {
    const onLoginChange = vi.fn();
    const { c } = client(() => json({ errcode: 5, msg: 'x', is_login: value }), { onLoginChange });
    await legacyGet(c, { sign: 'a' });
    expect(onLoginChange).toHaveBeenCalledWith(expected);
  });

  it('a throwing onLoginChange does not break the call', async () => {
    const { c } = client(() => json({ errcode: 0, is_login: 1, data: { value: 1 } }), {
      onLoginChange: () => {
        throw new Error('boom');
      },
    });
    expect(await legacyGet(c, { sign: 'a' })).toMatchObject({ ok: true });
  });
});

describe('identical concurrent requests', () => {
  it('the duplicate is cancelled with -999 and no toast; the first goes through', async () => {
    let release: (response: Response) => void = () => {};
    const { c, calls } = client(() => new Promise<Response>((resolve) => (release = resolve)));
    const first = legacyGet(c, { sign: 'same' });
    const second = await legacyGet(c, { sign: 'same' });
    expect(second).toMatchObject({ ok: false, kind: 'cancelled', code: -999, showToast: false });
    release(json({ errcode: 0, data: { value: 3 } }));
    expect(await first).toMatchObject({ ok: true, data: { value: 3 } });
    expect(calls).toHaveLength(1);
    // Once settled, the same request may be sent again.
    const third = legacyGet(c, { sign: 'same' });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    release(json({ errcode: 0, data: { value: 4 } }));
    expect(await third).toMatchObject({ ok: true });
  });

  it('different requests run side by side', async () => {
    const { c, calls } = client(() => json({ errcode: 0, data: { value: 1 } }));
    const results = await Promise.all([legacyGet(c, { sign: 'a' }), legacyGet(c, { sign: 'b' })]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('a money-moving write is never sent twice at once, even with another payload', async () => {
    let release: (response: Response) => void = () => {};
    const { c, calls } = client(() => new Promise<Response>((resolve) => (release = resolve)));
    const first = payOrder(c, { order_id: '1', payment_method: 'card' });
    const second = await payOrder(c, { order_id: '1', payment_method: 'promptpay' });
    expect(second).toMatchObject({ kind: 'cancelled', retrySafe: false });
    release(json({ errcode: 0, data: { order_id: '1', status: 'paid' } }));
    expect(await first).toMatchObject({ ok: true });
    expect(calls).toHaveLength(1);
  });

  it('a failed money-moving write is not re-sent and says so', async () => {
    const { c, calls } = client(() => 'network-error');
    const result = await payOrder(c, { order_id: '1', payment_method: 'card' });
    expect(result).toMatchObject({ ok: false, kind: 'timeout', retrySafe: false });
    expect(calls).toHaveLength(1);
  });
});

describe('time-outs (fake timers)', () => {
  it.each([
    ['/m_api/thing.php', 25_000],
    ['/m_api/profile/update.php', 30_000],
    ['/m_api/order/pay.php', 45_000],
    ['/booking/f/wap/oss/record', 90_000],
  ])('%s gives up after %i ms with errcode 1 / err_timeout', async (path, ms) => {
    vi.useFakeTimers();
    const endpoint = defineEndpoint()({ name: 'slow', area: 'layout', transport: 'legacy', method: 'POST', path }, legacyResponse(z.unknown()));
    const { c, calls } = client(() => 'hang');
    const pending = endpoint(c, {});
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(settled).toBe(false);
    expect(calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ ok: false, kind: 'timeout', code: 1, messageKey: 'timeout', showToast: true });
  });

  it('booking: a time-out is a missing response, 500 "Network Error"', async () => {
    vi.useFakeTimers();
    const { c } = client(() => 'hang');
    const pending = bookingPath(c, { product: 'service', page: 1 });
    await vi.advanceTimersByTimeAsync(25_000);
    expect(await pending).toMatchObject({ ok: false, kind: 'network', code: 500, message: 'Network Error' });
  });

  it('timeoutMs overrides the path rule', async () => {
    vi.useFakeTimers();
    const { c } = client(() => 'hang');
    const pending = legacyGet(c, { sign: 'a' }, { timeoutMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });
});

describe('AbortSignal', () => {
  it('aborting yields cancelled (-999, no toast)', async () => {
    const { c } = client(() => 'hang');
    const controller = new AbortController();
    const pending = legacyGet(c, { sign: 'a' }, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, kind: 'cancelled', code: -999, showToast: false });
  });

  it('an aborted request frees its place at once, so asking again (a StrictMode remount) is sent', async () => {
    const { c, calls } = client(() => (calls.length === 1 ? 'hang' : json({ errcode: 0, data: { value: 2 } })));
    const controller = new AbortController();
    const abandoned = legacyGet(c, { sign: 'same' }, { signal: controller.signal });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();
    const again = await legacyGet(c, { sign: 'same' });
    expect(again).toMatchObject({ ok: true, data: { value: 2 } });
    expect(await abandoned).toMatchObject({ kind: 'cancelled' });
    expect(calls).toHaveLength(2);
  });

  it('an aborted money-moving write keeps its place until it settles: the second is cancelled', async () => {
    let release: (response: Response) => void = () => {};
    const { c, calls } = client(() => new Promise<Response>((resolve) => (release = resolve)));
    const controller = new AbortController();
    const abandoned = payOrder(c, { order_id: '1', payment_method: 'card' }, { signal: controller.signal });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();
    expect(await payOrder(c, { order_id: '1', payment_method: 'card' })).toMatchObject({ kind: 'cancelled' });
    release(json({ errcode: 0, data: { order_id: '1', status: 'paid' } }));
    await abandoned;
    expect(calls).toHaveLength(1);
  });

  it('a request abandoned in the same turn it was made (a StrictMode remount) is never sent', async () => {
    const { c, calls } = client(() => json({ errcode: 0, data: { value: 1 } }));
    const controller = new AbortController();
    const abandoned = legacyGet(c, { sign: 'mount' }, { signal: controller.signal });
    controller.abort();
    const kept = legacyGet(c, { sign: 'mount' });
    expect(await abandoned).toMatchObject({ kind: 'cancelled' });
    expect(await kept).toMatchObject({ ok: true });
    expect(calls).toHaveLength(1);
  });

  it('an already aborted signal sends nothing', async () => {
    const { c, calls } = client();
    expect(await legacyGet(c, { sign: 'a' }, { signal: AbortSignal.abort() })).toMatchObject({ kind: 'cancelled' });
    expect(calls).toHaveLength(0);
  });
});
