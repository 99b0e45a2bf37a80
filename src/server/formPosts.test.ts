import { describe, expect, it } from 'vitest';
import type { StaticHandlerContext } from 'react-router';
import { answerFormPost } from './formPostResponse';
import { createFormToken, FORM_FLASH_COOKIE, FORM_TOKEN_COOKIE, readFlash, refusedPost, serializeFlashCookie } from './formPosts';

const ORIGIN = 'https://m.shop.example';
const TOKEN = createFormToken();
const COOKIE = `${FORM_TOKEN_COOKIE}=${TOKEN}`;

function post(fields: Record<string, string>, headers: Record<string, string> = {}, path = '/m/101/50002.html'): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
}

const formOf = (request: Request) => request.clone().formData();

describe('the form post check', () => {
  it('lets a same-origin post with the session token through', async () => {
    const request = post({ _token: TOKEN }, { origin: ORIGIN, 'sec-fetch-site': 'same-origin' });
    expect(refusedPost(request, await formOf(request), COOKIE)).toBeNull();
  });

  it('refuses a post the browser marks as cross-site, even with the right token', async () => {
    const request = post({ _token: TOKEN }, { 'sec-fetch-site': 'cross-site' });
    expect(refusedPost(request, await formOf(request), COOKIE)).toBe('cross-site');
  });

  it('refuses a post from another origin', async () => {
    const request = post({ _token: TOKEN }, { origin: 'https://evil.example' });
    expect(refusedPost(request, await formOf(request), COOKIE)).toBe('cross-site');
  });

  it('refuses a post without the token, with another token, or without the token cookie', async () => {
    const missing = post({});
    expect(refusedPost(missing, await formOf(missing), COOKIE)).toBe('token');
    const other = post({ _token: createFormToken() });
    expect(refusedPost(other, await formOf(other), COOKIE)).toBe('token');
    const noCookie = post({ _token: TOKEN });
    expect(refusedPost(noCookie, await formOf(noCookie), '')).toBe('token');
  });

  it('gives a fresh, different token each time', () => {
    expect(createFormToken()).not.toBe(createFormToken());
    expect(createFormToken()).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe('the flash cookie', () => {
  const result = { intent: 'addToCart', key: '50002', outcome: { kind: 'refused' as const, code: 4, message: 'Limit 2 per order' } };
  const cookieValue = (header: string) => header.split(';', 1)[0] ?? '';

  it('carries a result to the next page', () => {
    expect(readFlash(cookieValue(serializeFlashCookie(result, true)))).toEqual(result);
  });

  it('is short-lived, HttpOnly and SameSite=Lax under /m', () => {
    expect(serializeFlashCookie(result, true)).toMatch(/; Path=\/m; Max-Age=60; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('is ignored when tampered with or not a result', () => {
    const value = cookieValue(serializeFlashCookie(result, false)).split('=')[1] ?? '';
    expect(readFlash(`${FORM_FLASH_COOKIE}=${value.slice(0, -3)}xyz`)).toBeNull();
    expect(readFlash(`${FORM_FLASH_COOKIE}=${btoa(JSON.stringify({ intent: 'x', outcome: { kind: 'hacked' } }))}`)).toBeNull();
    expect(readFlash(`${FORM_FLASH_COOKIE}=<script>`)).toBeNull();
    expect(readFlash('')).toBeNull();
  });
});

describe('a form post answered by the server', () => {
  const refused = () => new Response('refused', { status: 403 });
  // Only what answerFormPost reads of the handler's context (the action's data and errors) matters here.
  const contextWith = (actionData: Record<string, unknown> | null): StaticHandlerContext =>
    ({ actionData, errors: null, loaderData: {}, matches: [], statusCode: 200, actionHeaders: {}, loaderHeaders: {}, basename: '/', location: { pathname: '/', search: '', hash: '', state: null, key: 'default' } }) as unknown as StaticHandlerContext;

  it('is refused with 403 from another site, and the action never runs', async () => {
    let ran = false;
    const response = await answerFormPost({
      request: post({ _token: TOKEN, intent: 'addToCart' }, { 'sec-fetch-site': 'cross-site' }),
      cookie: COOKIE,
      secure: true,
      runAction: async () => {
        ran = true;
        return contextWith(null);
      },
      refused,
    });
    expect(response.status).toBe(403);
    expect(ran).toBe(false);
  });

  it('goes back to the page with 303 and the result in the flash cookie', async () => {
    const result = { intent: 'addToCart', outcome: { kind: 'ok', messageKey: 'forms:addedToCart' } };
    const response = await answerFormPost({
      request: post({ _token: TOKEN, intent: 'addToCart' }, {}, '/m/101/50002.html?from=list'),
      cookie: COOKIE,
      secure: false,
      runAction: async () => contextWith({ 'brand-product:x': result }),
      refused,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/m/101/50002.html?from=list');
    const flash = response.headers.getSetCookie().find((header) => header.startsWith(`${FORM_FLASH_COOKIE}=`)) ?? '';
    expect(readFlash(flash.split(';', 1)[0] ?? '')).toEqual(result);
  });

  it('goes back to a same-origin redirect field, never to another site', async () => {
    const answer = (redirect: string) =>
      answerFormPost({
        request: post({ _token: TOKEN, intent: 'addToCart', redirect }),
        cookie: COOKIE,
        secure: false,
        runAction: async () => contextWith(null),
        refused,
      });
    expect((await answer('/m/list/sale?page=2')).headers.get('location')).toBe('/m/list/sale?page=2');
    expect((await answer('https://evil.example/m')).headers.get('location')).toBe('/m/101/50002.html');
    expect((await answer('//evil.example/m')).headers.get('location')).toBe('/m/101/50002.html');
  });

  it("follows the action's redirect (a guest sent to login) with a 303", async () => {
    const response = await answerFormPost({
      request: post({ _token: TOKEN, intent: 'addToCart' }),
      cookie: COOKIE,
      secure: false,
      runAction: async () => new Response(null, { status: 302, headers: { location: '/m/login.php?redirect=%2Fm%2F101%2F50002.html' } }),
      refused,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/m/login.php?redirect=%2Fm%2F101%2F50002.html');
  });
});
