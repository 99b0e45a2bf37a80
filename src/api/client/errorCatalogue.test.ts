import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define';
import { bookingResponse, legacyResponse } from '../schemas/envelope';
import { fakeFetch, json, ORIGIN, text, type Answer } from '../testing/fakeFetch';
import { createClient } from './createClient';

/** spec §8, row by row. */
const legacy = defineEndpoint()(
  { name: 'legacyThing', area: 'layout', transport: 'legacy', method: 'GET', path: '/m_api/thing.php' },
  legacyResponse(z.object({ value: z.number() })),
);
const provider = defineEndpoint()(
  { name: 'providerThing', area: 'bookingProvider', transport: 'booking', method: 'GET', path: '/booking/f/wap/provider_merchant/manage' },
  bookingResponse(z.object({ value: z.number() })),
);
const userBooking = defineEndpoint()(
  { name: 'userBookingThing', area: 'bookingUser', transport: 'booking', method: 'GET', path: '/booking/o/wap/app_update' },
  bookingResponse(z.unknown()),
);

function setup(answer: () => Answer) {
  const fake = fakeFetch(answer);
  const warn = vi.fn();
  const onRedirectRefused = vi.fn();
  const client = createClient({
    baseUrl: '',
    fetch: fake.fetch,
    origin: ORIGIN,
    allowList: ['https://accounts.partner.example'],
    logger: { warn },
    onRedirectRefused,
  });
  return { client, warn, onRedirectRefused };
}

describe('legacy web responses (spec §8)', () => {
  it('errcode 0 is success', async () => {
    const { client } = setup(() => json({ errcode: 0, data: { value: 7 } }));
    expect(await legacy(client, {})).toEqual({ ok: true, data: { value: 7 }, body: expect.objectContaining({ errcode: 0 }) });
  });

  it('HTTP 201 is a success code too', async () => {
    const { client } = setup(() => json({ errcode: 0, data: { value: 7 } }, 201));
    expect(await legacy(client, {})).toMatchObject({ ok: true });
  });

  it('a msg is shown as a toast', async () => {
    const { client } = setup(() => json({ errcode: 3, msg: 'สินค้าหมดแล้ว' }));
    expect(await legacy(client, {})).toMatchObject({ ok: false, kind: 'toast', code: 3, message: 'สินค้าหมดแล้ว', showToast: true });
  });

  it('an errmsg is shown as a toast', async () => {
    const { client } = setup(() => json({ errcode: '3', errmsg: 'Out of stock' }));
    expect(await legacy(client, {})).toMatchObject({ kind: 'toast', code: 3, message: 'Out of stock', showToast: true });
  });

  it('… unless the caller suppresses it', async () => {
    const { client } = setup(() => json({ errcode: 3, msg: 'Out of stock' }));
    expect(await legacy(client, {}, { suppressToast: true })).toMatchObject({ kind: 'toast', message: 'Out of stock', showToast: false });
  });

  it('errcode 401 redirects to login', async () => {
    const { client } = setup(() => json({ errcode: 401, msg: 'Please log in' }));
    expect(await legacy(client, {})).toMatchObject({ kind: 'login', code: 401, showToast: false });
  });

  it('HTTP 404 shows the error page', async () => {
    const { client } = setup(() => text('Not Found', 404));
    expect(await legacy(client, {})).toMatchObject({ kind: 'notFound', status: 404 });
  });

  it('errcode 404 shows the error page', async () => {
    const { client } = setup(() => json({ errcode: 404, msg: 'gone' }));
    expect(await legacy(client, {})).toMatchObject({ kind: 'notFound', code: 404, showToast: false });
  });

  it('404 with an error link follows the link instead', async () => {
    const { client } = setup(() => json({ errcode: 404, msg: 'moved', error_link: '/m/brand/lotus-dew' }));
    expect(await legacy(client, {})).toMatchObject({ kind: 'toast', code: 404, redirect: '/m/brand/lotus-dew' });
  });

  it('404 with a hostile error link shows the error page and logs the refusal', async () => {
    const { client, warn, onRedirectRefused } = setup(() => json({ errcode: 404, error_link: '//evil.example' }));
    expect(await legacy(client, {})).toMatchObject({ kind: 'notFound' });
    expect(onRedirectRefused).toHaveBeenCalledWith('//evil.example');
    expect(warn).toHaveBeenCalled();
  });

  it('errcode 1 with need_login redirects to the given login link', async () => {
    const { client } = setup(() => json({ errcode: 1, need_login: 1, login_link: '/m/login.php?from=cart' }));
    expect(await legacy(client, {})).toMatchObject({ kind: 'login', code: 1, loginLink: '/m/login.php?from=cart' });
  });

  it('… to an allow-listed login origin', async () => {
    const { client } = setup(() => json({ errcode: 1, need_login: true, login_link: 'https://accounts.partner.example/sso' }));
    expect(await legacy(client, {})).toMatchObject({ kind: 'login', loginLink: 'https://accounts.partner.example/sso' });
  });

  it('… but never to a hostile one (refused and logged, plain login instead)', async () => {
    const { client, warn, onRedirectRefused } = setup(() => json({ errcode: 1, need_login: 1, login_link: 'javascript:alert(1)' }));
    const result = await legacy(client, {});
    expect(result).toMatchObject({ kind: 'login' });
    expect(result).not.toHaveProperty('loginLink');
    expect(onRedirectRefused).toHaveBeenCalledWith('javascript:alert(1)');
    expect(warn).toHaveBeenCalledWith('api: refused redirect target', expect.objectContaining({ field: 'login_link' }));
  });

  it('a non-zero errcode on layout data means the data is ignored', async () => {
    const { client } = setup(() => json({ errcode: 2, data: { value: 1 } }));
    const result = await legacy(client, {});
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ kind: 'toast', code: 2, showToast: false, data: { value: 1 } });
  });

  it('a cancelled duplicate request yields errcode -999', async () => {
    const { client } = setup(() => json({ errcode: -999 }));
    expect(await legacy(client, {})).toMatchObject({ kind: 'cancelled', code: -999, showToast: false });
  });

  it('errcode 1 with err_timeout is a time-out', async () => {
    const { client } = setup(() => json({ errcode: 1, err_timeout: 1 }));
    expect(await legacy(client, {})).toMatchObject({ kind: 'timeout', code: 1 });
  });

  it('no response yields errcode 1 (time-out)', async () => {
    const { client } = setup(() => 'network-error');
    expect(await legacy(client, {})).toMatchObject({ kind: 'timeout', code: 1, messageKey: 'timeout' });
  });

  it('errcode 10002 asks for a captcha', async () => {
    const { client } = setup(() => json({ errcode: 10002, msg: 'verify' }));
    expect(await legacy(client, {})).toMatchObject({ kind: 'captcha', code: 10002, showToast: false });
  });

  it('a body that fails the schema is malformed', async () => {
    const { client } = setup(() => json({ errcode: 0, data: { value: 'seven' } }));
    const result = await legacy(client, {});
    expect(result).toMatchObject({ kind: 'malformed', messageKey: 'malformed' });
    expect(result.ok === false && result.issues?.[0]).toContain('data.value');
  });

  it('HTTP 500 without an envelope is a server error', async () => {
    const { client } = setup(() => text('<html>500</html>', 500));
    expect(await legacy(client, {})).toMatchObject({ kind: 'network', code: 500, messageKey: 'serverError' });
  });
});

describe('booking responses (spec §8)', () => {
  it.each([200, 201])('code %i is success', async (code) => {
    const { client } = setup(() => json({ code, message: 'ok', data: { value: 1 } }));
    expect(await provider(client, {})).toMatchObject({ ok: true, data: { value: 1 } });
  });

  it('302: go home', async () => {
    const { client } = setup(() => json({ code: 302, message: 'closed' }));
    expect(await provider(client, {})).toMatchObject({ kind: 'home', code: 302, showToast: false });
  });

  it.each([301, 303])('%i: not-found error', async (code) => {
    const { client } = setup(() => json({ code, message: 'missing' }));
    expect(await provider(client, {})).toMatchObject({ kind: 'notFound', code });
  });

  it.each([401, 304, 403])('%i: redirect to login', async (code) => {
    const { client } = setup(() => json({ code, message: 'login' }));
    expect(await provider(client, {})).toMatchObject({ kind: 'login', code });
  });

  it('a redirect_url on login is followed only when safe', async () => {
    const safe = setup(() => json({ code: 401, redirect_url: '/m/login.php' }));
    expect(await provider(safe.client, {})).toMatchObject({ kind: 'login', loginLink: '/m/login.php' });
    const hostile = setup(() => json({ code: 401, redirect_url: 'https://evil.example/login' }));
    expect(await provider(hostile.client, {})).not.toHaveProperty('loginLink');
    expect(hostile.onRedirectRefused).toHaveBeenCalledWith('https://evil.example/login');
  });

  it('missing response: code 500 with message Network Error', async () => {
    const { client } = setup(() => 'network-error');
    expect(await provider(client, {})).toMatchObject({ kind: 'network', code: 500, message: 'Network Error', showToast: true });
  });

  it('code 500 in the body: network error with its message', async () => {
    const { client } = setup(() => json({ code: 500, message: 'Upload failed' }));
    expect(await provider(client, {})).toMatchObject({ kind: 'network', code: 500, message: 'Upload failed' });
  });

  it('HTTP 502 without a body: 500 Network Error', async () => {
    const { client } = setup(() => text('Bad Gateway', 502));
    expect(await provider(client, {})).toMatchObject({ kind: 'network', code: 500, message: 'Network Error', status: 502 });
  });

  it('20001 on provider paths: live-chat dialog', async () => {
    const { client } = setup(() => json({ code: 20001, message: 'Please contact us' }));
    expect(await provider(client, {})).toMatchObject({ kind: 'liveChat', code: 20001, showToast: false });
  });

  it("20001 on the shopper's booking paths: the same live-chat dialog", async () => {
    const { client } = setup(() => json({ code: 20001, message: 'Please contact us' }));
    expect(await userBooking(client, {})).toMatchObject({ kind: 'liveChat', code: 20001, showToast: false });
  });

  it('toast_message.text wins over message', async () => {
    const { client } = setup(() => json({ code: 4001, message: 'raw', toast_message: { text: 'บริการนี้เต็มแล้ว' } }));
    expect(await provider(client, {})).toMatchObject({ kind: 'toast', message: 'บริการนี้เต็มแล้ว', showToast: true });
  });

  it('10002: captcha', async () => {
    const { client } = setup(() => json({ code: 10002 }));
    expect(await provider(client, {})).toMatchObject({ kind: 'captcha' });
  });

  it('a success body that fails the schema is malformed', async () => {
    const { client } = setup(() => json({ code: 200, data: null }));
    expect(await provider(client, {})).toMatchObject({ kind: 'malformed' });
  });
});
