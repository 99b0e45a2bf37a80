import { describe, expect, it } from 'vitest';
import { createClient } from '../../../api';
import { requestedQuantity, cartAction } from '../../cart/Cart/cartAction';
import { addToCartAction } from '../addToCart/addToCartAction';
import { formReturnPath } from './returnPath';

const ORIGIN = 'https://m.shop.example';

/** A backend that answers every call with `body` (a legacy envelope) and records what was asked. */
function backend(body: object) {
  const calls: string[] = [];
  const client = createClient({
    baseUrl: 'https://api.shop.example',
    origin: ORIGIN,
    session: () => ({ lang: 'en_US', platform: 1 }),
    createId: () => 'test-session',
    fetch: async (input, init) => {
      calls.push(`${String(input)} ${String(init?.body ?? '')}`);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, calls };
}

function post(path: string, fields: Record<string, string>): Request {
  return new Request(`${ORIGIN}${path}`, { method: 'POST', body: new URLSearchParams(fields) });
}

describe('the add-to-cart form post', () => {
  it('shows the backend refusal (limit per order) beside the card that posted it', async () => {
    const { client } = backend({ errcode: 4, msg: 'Limit 2 per order' });
    const request = post('/m/101/50002.html', { intent: 'addToCart', team_id: '50002', quantity: '3' });
    const result = await addToCartAction(request, await request.clone().formData(), client);
    expect(result).toEqual({ intent: 'addToCart', key: '50002', outcome: { kind: 'refused', code: 4, message: 'Limit 2 per order' } });
  });

  it('sends a guest the backend asks to sign in to login, with the way back to the card’s page', async () => {
    const { client } = backend({ errcode: 401 });
    const request = post('/m/101/50002.html', { intent: 'addToCart', team_id: '50002', quantity: '1', redirect: '/m/list/sale' });
    const thrown = await addToCartAction(request, await request.clone().formData(), client).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe(`/m/login.php?redirect=${encodeURIComponent('/m/list/sale')}`);
  });

  it('refuses a made-up product or quantity without calling the backend', async () => {
    const { client, calls } = backend({ errcode: 0 });
    for (const fields of [{ team_id: '<x>', quantity: '1' }, { team_id: '50002', quantity: '0' }, { team_id: '50002', quantity: '1.5' }]) {
      const request = post('/m/101/50002.html', { intent: 'addToCart', ...fields });
      const result = await addToCartAction(request, await request.clone().formData(), client);
      expect(result.outcome.kind).toBe('refused');
    }
    expect(calls).toEqual([]);
  });
});

describe("the cart line's form posts", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields) as unknown as FormData;

  it('asks for the number moved by the button pressed, never below 1', () => {
    expect(requestedQuantity(form({ quantity: '2', step: '1' }))).toBe(3);
    expect(requestedQuantity(form({ quantity: '2', step: '-1' }))).toBe(1);
    expect(requestedQuantity(form({ quantity: '1', step: '-1' }))).toBe(1);
    expect(requestedQuantity(form({ quantity: '7', step: '0' }))).toBe(7);
    expect(requestedQuantity(form({ quantity: '7' }))).toBe(7);
    expect(requestedQuantity(form({ quantity: 'x', step: '1' }))).toBeNull();
    expect(requestedQuantity(form({ quantity: '2', step: '5' }))).toBeNull();
  });

  it('shows the backend refusal (out of stock) beside the line', async () => {
    const { client } = backend({ errcode: 7, msg: 'Only 1 left' });
    const request = post('/m/shop_cart.php', { intent: 'cartQuantity', cart_id: '70001', quantity: '1', step: '1' });
    const result = await cartAction({ request, params: {}, context: {} } as Parameters<typeof cartAction>[0], { client });
    expect(result).toEqual({ intent: 'cartQuantity', key: '70001', outcome: { kind: 'refused', code: 7, message: 'Only 1 left' } });
  });
});

describe('where a form post comes back to', () => {
  const back = (path: string, redirect?: string) =>
    formReturnPath(new Request(`${ORIGIN}${path}`), new URLSearchParams(redirect === undefined ? {} : { redirect }) as unknown as FormData);

  it('is the page posted to, or a page of the shop the form names', () => {
    expect(back('/m/shop_cart.php?tab=1')).toBe('/m/shop_cart.php?tab=1');
    expect(back('/m/101/50002.html', '/m/list/sale?page=2')).toBe('/m/list/sale?page=2');
  });

  it('is never another site or a page outside the shop', () => {
    for (const redirect of ['https://evil.example/m', '//evil.example/m', '/\\evil.example', 'javascript:alert(1)', '/admin', '%2F%2Fevil.example']) {
      expect(back('/m/101/50002.html', redirect)).toBe('/m/101/50002.html');
    }
  });
});
