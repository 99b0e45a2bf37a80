import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword, logout } from '../src/api/endpoints/auth';
import { cartBuy, getCart } from '../src/api/endpoints/cart';
import { confirmOrder, getOrders, payOrder, submitOrder } from '../src/api/endpoints/orders';
import { tokeniseCard } from '../src/api/endpoints/payment';
import { getRefunds, submitRefund } from '../src/api/endpoints/refunds';
import { getFooterNav } from '../src/api/endpoints/layout';
import { writeReview } from '../src/api/endpoints/product';
import { DEMO_ACCOUNTS } from './shop/account/accountSlice';
import { startMockHttpServer, type MockHttpServer } from './server';
import { browserLikeFetch } from './serverTesting';
import { mockClient } from './testing';

let server: MockHttpServer;
beforeAll(async () => {
  server = await startMockHttpServer({ port: 0 });
});
afterAll(async () => {
  await server.close();
});

describe('the mock backend over real HTTP remembers a shopper’s journey', () => {
  it('log in, add, confirm, pay, find the paid order, ask for a refund, log out', async () => {
    const client = mockClient('en_US', { baseUrl: server.url, vaultUrl: server.url, fetch: browserLikeFetch() });

    const signedIn = await loginWithPassword(client, { account: DEMO_ACCOUNTS.shopper.phone, password: DEMO_ACCOUNTS.shopper.password });
    expect(signedIn).toMatchObject({ ok: true, body: { is_login: true } });

    const before = await getCart(client, {});
    const countBefore = before.ok ? Number(before.data.shopcartnum) : NaN;
    const added = await cartBuy(client, { team_id: '50005', quantity: 2 });
    expect(added).toMatchObject({ ok: true });
    const cart = await getCart(client, {});
    if (!cart.ok) throw new Error(`cart: ${cart.kind}`);
    expect(Number(cart.data.shopcartnum)).toBeGreaterThan(countBefore);
    const line = cart.data.groups.flatMap((group) => group.list).find((entry) => entry.team.id === '50005');
    expect(line).toBeDefined();
    const cartIds = [line?.cart_id ?? ''];

    const quote = await confirmOrder(client, { cart_ids: cartIds });
    if (!quote.ok) throw new Error(`confirm: ${quote.kind} ${quote.message ?? ''}`);
    expect(quote.data.items.map((item) => item.team_id)).toEqual(['50005']);

    const order = await submitOrder(client, { cart_ids: cartIds, address_id: 'A-1', payment_method: 'card' });
    if (!order.ok) throw new Error(`submit: ${order.kind} ${order.message ?? ''}`);
    expect(order.data.pay_total).toBe(quote.data.pay_total);

    const token = await tokeniseCard(client, { card_number: '4242424242424242', expiry: '1228', security_code: '123' });
    if (!token.ok) throw new Error(`vault: ${token.kind}`);
    const paid = await payOrder(client, { order_id: order.data.order_id, payment_method: 'card', card_token: token.data.token });
    expect(paid).toMatchObject({ ok: true, data: { status: 'paid' } });

    const orders = await getOrders(client, {});
    if (!orders.ok) throw new Error(`orders: ${orders.kind}`);
    expect(orders.data.list.find((listed) => listed.order_id === order.data.order_id)).toMatchObject({ status: 'paid' });

    // What was paid for may be reviewed once it is received; a received order's product, once.
    const early = { order_id: order.data.order_id, team_id: '50005', score: 5, content: 'Light and not sticky.' };
    expect(await writeReview(client, early)).toMatchObject({ ok: false, kind: 'toast' });
    const review = { order_id: '20250305', team_id: '50010', score: 5, content: 'Light and not sticky.' };
    expect(await writeReview(client, review)).toMatchObject({ ok: true, data: { team_id: '50010', score: 5 } });
    expect(await writeReview(client, review)).toMatchObject({ ok: false, kind: 'toast' });

    const refund = await submitRefund(client, {
      order_id: order.data.order_id,
      team_ids: ['50005'],
      reason_id: '1',
      amount: 100,
    });
    if (!refund.ok) throw new Error(`refund: ${refund.kind} ${refund.message ?? ''}`);
    const refunds = await getRefunds(client, {});
    expect(refunds.ok && refunds.data.list.some((listed) => listed.refund_id === refund.data.refund_id && listed.order_id === order.data.order_id)).toBe(true);

    expect(await logout(client, {})).toMatchObject({ ok: true, body: { is_login: false } });
    expect(await getOrders(client, {})).toMatchObject({ ok: false, kind: 'login' });
  });

  it('signs in only the session that signed in: another browser is still a guest', async () => {
    const first = mockClient('en_US', { baseUrl: server.url, fetch: browserLikeFetch() });
    const second = mockClient('en_US', { baseUrl: server.url, fetch: browserLikeFetch() });
    await loginWithPassword(first, { account: DEMO_ACCOUNTS.shopper.phone, password: DEMO_ACCOUNTS.shopper.password });
    expect(await getOrders(first, {})).toMatchObject({ ok: true });
    expect(await getOrders(second, {})).toMatchObject({ ok: false, kind: 'login' });
    expect(await getFooterNav(second, {})).toMatchObject({ ok: true, body: { is_login: false } });
  });

  it('a wrong password is refused with the server’s message and signs nobody in', async () => {
    const client = mockClient('en_US', { baseUrl: server.url, fetch: browserLikeFetch() });
    const refused = await loginWithPassword(client, { account: DEMO_ACCOUNTS.shopper.phone, password: 'not-it' });
    expect(refused).toMatchObject({ ok: false, message: 'The password is not right.' });
    expect(await getOrders(client, {})).toMatchObject({ ok: false, kind: 'login' });
  });

  it('resets a session to a seed from loopback, and refuses an unknown seed', async () => {
    const fetchWithCookies = browserLikeFetch();
    const client = mockClient('en_US', { baseUrl: server.url, fetch: fetchWithCookies });
    expect(await getOrders(client, {})).toMatchObject({ ok: false, kind: 'login' });
    const reset = await fetchWithCookies(`${server.url}/__mock/reset?seed=shopper`, { method: 'POST' });
    expect(await reset.json()).toEqual({ errcode: 0, data: { seed: 'shopper', scope: 'world', world: 'shared' } });
    expect(await getOrders(client, {})).toMatchObject({ ok: true });
    expect((await fetchWithCookies(`${server.url}/__mock/reset?seed=admin`, { method: 'POST' })).status).toBe(400);
    expect((await fetchWithCookies(`${server.url}/__mock/reset`, { method: 'GET' })).status).toBe(403);
  });

  it('a tampered session cookie gets a fresh session, never an error', async () => {
    const response = await fetch(`${server.url}/m_api/404.php?lang=en_US`, { headers: { cookie: 'sessionid=../../etc/passwd; other=1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^sessionid=[A-Za-z0-9_-]{8,64}; Path=\/; HttpOnly; SameSite=Lax$/);
  });
});
