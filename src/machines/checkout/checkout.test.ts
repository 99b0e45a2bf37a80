import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createClient } from '../../api';
import { createCheckoutActors } from './checkout.actors';
import { checkoutMachine } from './checkout.machine';

const CARD = '4242424242424242';

interface Sent {
  readonly url: string;
  readonly body: string;
}

/** A client whose fetch answers the vault, submit and pay, and records what was sent. */
function recordingClient(payStatus: 'paid' | 'pending' | 'failed' = 'paid') {
  const sent: Sent[] = [];
  const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    sent.push({ url, body: typeof init?.body === 'string' ? init.body : '' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (url.startsWith('https://vault.test')) {
      return json({ error: null, data: { token: 'tok_1', last4: '4242', brand: 'visa', expiry_month: 12, expiry_year: 2028 } });
    }
    if (url.includes('submit.php')) return json({ errcode: 0, msg: '', shopcartnum: 1, data: { order_id: '77', order_sn: 'TH77', pay_total: 990 } });
    return json({ errcode: 0, msg: '', data: { order_id: '77', status: payStatus, pay_url: null } });
  };
  const client = createClient({ baseUrl: 'https://shop.test', vaultUrl: 'https://vault.test', origin: 'https://shop.test', fetch, createId: () => 's1' });
  return { client, sent };
}

function start(payStatus?: 'paid' | 'pending' | 'failed') {
  const { client, sent } = recordingClient(payStatus);
  const actor = createActor(checkoutMachine.provide({ actors: createCheckoutActors(client) }));
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, sent, emitted };
}

const order = { cartIds: ['11'], addressId: 'A-1', couponId: 'C-3001', paymentMethod: 'card' };
const card = { cardNumber: CARD, expiry: '1228', securityCode: '123' };

describe('checkout machine with the real client', () => {
  it('tokenises at the vault first, then places and pays the order with the token only', async () => {
    const { actor, sent, emitted } = start();
    actor.send({ type: 'pay', order, card });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(sent.map((s) => new URL(s.url).pathname)).toEqual(['/v1/tokens', '/m_api/orderconfirm/submit.php', '/m_api/order/pay.php']);
    expect(sent[0]?.url.startsWith('https://vault.test/')).toBe(true);
    for (const request of sent.slice(1)) {
      expect(request.url.startsWith('https://shop.test/')).toBe(true);
      expect(`${request.url} ${request.body}`).not.toContain(CARD);
      expect(request.body).not.toContain('security_code');
    }
    expect(new URLSearchParams(sent[2]?.body).get('card_token')).toBe('tok_1');
    expect(actor.getSnapshot().context.card).toBeNull();
    // The order took its lines: the cart count the answer carries goes out before the result page.
    expect(emitted).toEqual([
      { type: 'ordered', orderId: '77', cartCount: 1 },
      { type: 'navigate', to: '/m/payment_result?order_id=77' },
    ]);
  });

  it('ignores a second pay while busy: one vault call, one submit, one pay', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'pay', order, card });
    actor.send({ type: 'pay', order, card });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(sent).toHaveLength(3);
  });

  it('a declined payment fails; pay again re-tokenises and pays the same order without placing another', async () => {
    const { actor, sent } = start('failed');
    actor.send({ type: 'pay', order, card });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'declined' });
    actor.send({ type: 'pay', order, card });
    await waitFor(actor, (s) => s.matches('failed') && sent.length === 5);
    expect(sent.map((s) => new URL(s.url).pathname)).toEqual([
      '/v1/tokens',
      '/m_api/orderconfirm/submit.php',
      '/m_api/order/pay.php',
      '/v1/tokens',
      '/m_api/order/pay.php',
    ]);
  });

  it('offline methods place the order and go to the instructions without paying', async () => {
    const { actor, sent, emitted } = start();
    actor.send({ type: 'pay', order: { ...order, paymentMethod: 'promptpay' } });
    await waitFor(actor, (s) => s.matches('offline'));
    expect(sent).toHaveLength(1);
    expect(emitted).toEqual([
      { type: 'ordered', orderId: '77', cartCount: 1 },
      { type: 'navigate', to: '/m/offline_payment?order_id=77&method=promptpay' },
    ]);
  });

  it('pending goes to the await page', async () => {
    const { actor, emitted } = start('pending');
    actor.send({ type: 'pay', order: { ...order, paymentMethod: 'wallet' } });
    await waitFor(actor, (s) => s.matches('pending'));
    expect(emitted).toEqual([
      { type: 'ordered', orderId: '77', cartCount: 1 },
      { type: 'navigate', to: '/m/orderconfirm/await?order_id=77' },
    ]);
  });

  it('the client itself refuses a concurrent second pay request (spec §7 money-moving writes)', async () => {
    const { client, sent } = recordingClient();
    const { payOrder } = await import('../../api');
    const [first, second] = await Promise.all([
      payOrder(client, { order_id: '77', payment_method: 'card', card_token: 'tok_1' }),
      payOrder(client, { order_id: '77', payment_method: 'card', card_token: 'tok_2' }),
    ]);
    expect(first.ok).toBe(true);
    expect(second.ok ? 'ok' : second.kind).toBe('cancelled');
    expect(sent).toHaveLength(1);
  });
});
