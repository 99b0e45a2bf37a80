import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { confirmVerification } from '../src/api/endpoints/bookingProvider';
import { bookReservation, getServiceSlots } from '../src/api/endpoints/bookingUser';
import { cartBuy, cartUpdateQuantity, getCart } from '../src/api/endpoints/cart';
import { createPost, getCommunityHome } from '../src/api/endpoints/community';
import { enterLuckyDraw, getMyDrawEntries } from '../src/api/endpoints/draws';
import type { SeedName } from './shop/seedNames';
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
beforeEach(async () => {
  const reset = await fetch(`${server.url}/__mock/reset?seed=guest`, { method: 'POST' });
  expect(await reset.json()).toMatchObject({ errcode: 0, data: { scope: 'world', world: 'shared' } });
});

/** A phone: its own cookies (its own session), signed in as a seed's account when given one. */
async function phone(seed?: SeedName) {
  const jarFetch = browserLikeFetch();
  const client = mockClient('en_US', { baseUrl: server.url, vaultUrl: server.url, fetch: jarFetch });
  const reset = await jarFetch(`${server.url}/__mock/reset?seed=${seed ?? 'guest'}&scope=session`, { method: 'POST' });
  expect(reset.status).toBe(200);
  return client;
}

type Client = Awaited<ReturnType<typeof phone>>;

async function cartLines(client: Client) {
  const cart = await getCart(client, {});
  if (!cart.ok) throw new Error(`cart: ${cart.kind}`);
  return cart.data.groups.flatMap((group) => group.list).map((line) => ({ cart_id: line.cart_id, team_id: line.team.id, quantity: line.quantity }));
}

const BLUSH = '50008'; // Cream Blush, Mango Peach: at most 5 in one cart

describe('one shared world over HTTP: what every phone sees', () => {
  it('one account’s cart is the same on two phones', async () => {
    const [first, second] = [await phone('shopper'), await phone('shopper')];
    expect(await cartBuy(first, { team_id: BLUSH, quantity: 1 })).toMatchObject({ ok: true });
    expect((await cartLines(second)).find((line) => line.team_id === BLUSH)).toMatchObject({ quantity: 1 });
  });

  it('a post one shopper publishes is on a guest’s community home', async () => {
    const [shopper, guest] = [await phone('shopper'), await phone()];
    const post = await createPost(shopper, { title: 'Mango blush in the heat', content: 'Stays on all day in Bangkok.' });
    if (!post.ok) throw new Error(`post: ${post.kind}`);
    const home = await getCommunityHome(guest, {});
    expect(home.ok && home.data.list.map((listed) => listed.title)).toContain('Mango blush in the heat');
  });

  it('a guest’s cart is its own phone’s', async () => {
    const [first, second] = [await phone(), await phone()];
    const before = await cartLines(second);
    expect(await cartBuy(first, { team_id: BLUSH, quantity: 2 })).toMatchObject({ ok: true });
    expect(await cartLines(second)).toEqual(before);
  });
});

describe('what the shop promises when phones act at once (requests interleaved)', () => {
  it('two phones of one account change a line: the later write wins, and the limit of 5 holds', async () => {
    const [first, second] = [await phone('shopper'), await phone('shopper')];
    expect(await cartBuy(first, { team_id: BLUSH, quantity: 1 })).toMatchObject({ ok: true });
    const line = (await cartLines(second)).find((candidate) => candidate.team_id === BLUSH);
    if (!line) throw new Error('the line is not on the second phone');
    // Both read the line, then write one after the other from what they read: the later one stays.
    expect(await cartUpdateQuantity(first, { cart_id: line.cart_id, quantity: 2 })).toMatchObject({ ok: true });
    expect(await cartUpdateQuantity(second, { cart_id: line.cart_id, quantity: 4 })).toMatchObject({ ok: true });
    for (const client of [first, second]) expect((await cartLines(client)).find((candidate) => candidate.cart_id === line.cart_id)?.quantity).toBe(4);
    // At once: 3 more from each phone would make 10; no interleaving takes the line past 5.
    const adds = await Promise.all([cartBuy(first, { team_id: BLUSH, quantity: 1 }), cartBuy(second, { team_id: BLUSH, quantity: 1 }), cartUpdateQuantity(first, { cart_id: line.cart_id, quantity: 5 }), cartUpdateQuantity(second, { cart_id: line.cart_id, quantity: 6 })]);
    expect(adds[3]).toMatchObject({ ok: false });
    const after = (await cartLines(first)).filter((candidate) => candidate.team_id === BLUSH);
    expect(after).toHaveLength(1);
    expect(after[0]?.quantity).toBeLessThanOrEqual(5);
    expect(await cartLines(second)).toEqual(await cartLines(first));
  });

  it('two shoppers take the last place of a slot at once: exactly one gets it', async () => {
    const [shopper, tourist] = [await phone('shopper'), await phone('tourist')];
    const slot = { service_id: '11001', store_id: 'S-2', date: '2025-03-15', time: '11:00' };
    const before = await getServiceSlots(shopper, { service_id: slot.service_id, store_id: slot.store_id, date: slot.date });
    expect(before.ok && before.data.slots.find((candidate) => candidate.time === '11:00')).toMatchObject({ remaining: 1 });
    const booked = await Promise.all([bookReservation(shopper, slot), bookReservation(tourist, slot)]);
    expect(booked.filter((answer) => answer.ok && answer.body.code === 200)).toHaveLength(1);
    const after = await getServiceSlots(tourist, { service_id: slot.service_id, store_id: slot.store_id, date: slot.date });
    expect(after.ok && after.data.slots.find((candidate) => candidate.time === '11:00')).toMatchObject({ remaining: 0 });
  });

  it('a voucher is verified once, whichever of two merchant phones is first', async () => {
    const [counter, office] = [await phone('merchant'), await phone('merchant')];
    const answers = await Promise.all([confirmVerification(counter, { code: '48213705' }), confirmVerification(office, { code: '48213705' })]);
    const verified = answers.filter((answer) => answer.ok && answer.body.code === 200);
    expect(verified).toHaveLength(1);
    const refused = answers.find((answer) => !(answer.ok && answer.body.code === 200));
    expect(refused && 'message' in refused ? refused.message : refused).toMatch(/already verified/);
  });

  it('a lucky draw is entered once per account, whatever the device', async () => {
    const phones = [await phone('shopper'), await phone('shopper'), await phone('shopper')];
    const answers = await Promise.all(phones.map((client) => enterLuckyDraw(client, { draw_id: 'LD-101' })));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    const entries = await getMyDrawEntries(phones[1] ?? phones[0]!, {});
    expect(entries.ok && entries.data.list.filter((entry) => entry.draw_id === 'LD-101')).toHaveLength(1);
  });
});
