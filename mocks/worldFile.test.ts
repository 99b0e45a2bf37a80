import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartBuy, getCart } from '../src/api/endpoints/cart';
import { startMockHttpServer } from './server';
import { browserLikeFetch } from './serverTesting';
import { buildWorld } from './shop/sessionView';
import { mockClient } from './testing';
import { WORLD_FILE_FORMAT, WORLD_FILE_VERSION, parseWorldFile, worldFileText } from './worldFile';

let folder: string;
let file: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'shop-file-'));
  file = join(folder, 'shop.json');
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** A shopper's phone on a server that keeps its shop in the file; answers the server and the client. */
async function shopperOn(refusals: string[] = []) {
  const server = await startMockHttpServer({ port: 0, statePath: file, onStateRefused: (message) => refusals.push(message) });
  const jarFetch = browserLikeFetch();
  await jarFetch(`${server.url}/__mock/reset?seed=shopper&scope=session`, { method: 'POST' });
  return { server, client: mockClient('en_US', { baseUrl: server.url, fetch: jarFetch }) };
}

async function blushInCart(client: ReturnType<typeof mockClient>): Promise<number> {
  const cart = await getCart(client, {});
  if (!cart.ok) throw new Error(`cart: ${cart.kind}`);
  return cart.data.groups.flatMap((group) => group.list).filter((line) => line.team.id === '50008').length;
}

describe('MOCK_STATE: the shared shop survives a restart', () => {
  it('is written after a change and read back at start', async () => {
    const first = await shopperOn();
    expect(await cartBuy(first.client, { team_id: '50008', quantity: 1 })).toMatchObject({ ok: true });
    await first.server.close();
    expect(readdirSync(folder)).toEqual(['shop.json']); // no temporary file left beside it

    const refusals: string[] = [];
    const second = await shopperOn(refusals);
    expect(await blushInCart(second.client)).toBe(1);
    expect(refusals).toEqual([]);
    await second.server.close();
  });

  it.each([
    ['a truncated file', (text: string) => text.slice(0, text.length / 2), /not JSON/],
    ['another version', (text: string) => text.replace(`"version":${WORLD_FILE_VERSION}`, '"version":0'), /version 0/],
    ['another kind of file', () => JSON.stringify({ hello: 'world' }), /not a shop file/],
    ['a shop missing its bookings', (text: string) => text.replace('"booking":', '"bookings":'), /lacks one of/],
  ])('refuses %s with a message naming the file, and starts from the seed', async (_name, spoil, reason) => {
    writeFileSync(file, spoil(worldFileText(buildWorld('guest'))));
    const refusals: string[] = [];
    const { server, client } = await shopperOn(refusals);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toContain(file);
    expect(refusals[0]).toMatch(reason);
    expect(await blushInCart(client)).toBe(0);
    expect(await cartBuy(client, { team_id: '50008', quantity: 1 })).toMatchObject({ ok: true });
    // The first change replaces the refused file with a whole shop.
    expect(parseWorldFile(readFileSync(file, 'utf8'))).toHaveProperty('state');
    await server.close();
  });

  it('a file reads back as the shop that was written', () => {
    const world = buildWorld('guest');
    world.shopping.stock['50008'] = 3;
    const text = worldFileText(world);
    expect(JSON.parse(text)).toMatchObject({ format: WORLD_FILE_FORMAT, version: WORLD_FILE_VERSION });
    expect(parseWorldFile(text)).toEqual({ state: JSON.parse(JSON.stringify(world)) });
  });
});
