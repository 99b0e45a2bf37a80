import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartBuy, getCart } from '../src/api/endpoints/cart';
import { getCommunityHome } from '../src/api/endpoints/community';
import { getFooterNav } from '../src/api/endpoints/layout';
import { SHOP_LIMITS } from './shop/limits';
import { startMockHttpServer, type MockHttpServer } from './server';
import { browserLikeFetch } from './serverTesting';
import { mockClient } from './testing';

const SESSIONS = 1_000;
const REQUESTS_PER_SESSION = 10;
const AT_ONCE = 25;

/** A full garbage collection, so the heap figures count what is still held. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const heapMb = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed / 1_048_576;
};

let now = 0;
let server: MockHttpServer;
beforeAll(async () => {
  server = await startMockHttpServer({ port: 0, now: () => now });
});
afterAll(async () => {
  await server.close();
});

/** One visitor's ten requests: the layout, three adds to the guest's cart, the cart read back, the community. */
async function visit(): Promise<void> {
  const client = mockClient('en_US', { baseUrl: server.url, fetch: browserLikeFetch() });
  const answers = [
    await getFooterNav(client, {}),
    await cartBuy(client, { team_id: '50008', quantity: 1 }),
    await getCart(client, {}),
    await cartBuy(client, { team_id: '50010', quantity: 1 }),
    await getCart(client, {}),
    await getCommunityHome(client, {}),
    await cartBuy(client, { team_id: '50008', quantity: 1 }),
    await getCart(client, {}),
    await getFooterNav(client, {}),
    await getCart(client, {}),
  ];
  if (answers.length !== REQUESTS_PER_SESSION || answers.some((answer) => !answer.ok)) throw new Error('a request of the visit failed');
}

describe('bounded memory of the shared world', () => {
  it(`${SESSIONS * REQUESTS_PER_SESSION} requests across ${SESSIONS} sessions: the session map holds at most its maximum, and idle sessions go`, async () => {
    await visit(); // warm up: modules, handlers and the seed's session part
    const before = heapMb();
    const started = Date.now();
    for (let done = 0; done < SESSIONS; done += AT_ONCE) await Promise.all(Array.from({ length: AT_ONCE }, visit));
    const seconds = (Date.now() - started) / 1000;
    const held = server.shop.size;
    const afterDrive = heapMb();
    now += (SHOP_LIMITS.sessionIdleMinutes + 1) * 60_000;
    await visit(); // the first request after the idle time drops every idle session
    const afterExpiry = heapMb();
    const perSession = ((afterDrive - before) * 1024) / SESSIONS;
    console.log(
      `memory: ${SESSIONS * REQUESTS_PER_SESSION} requests across ${SESSIONS} sessions in ${seconds.toFixed(1)} s; ` +
        `heap ${before.toFixed(1)} MB before, ${afterDrive.toFixed(1)} MB with ${held} sessions held (${perSession.toFixed(1)} kB a session), ` +
        `${afterExpiry.toFixed(1)} MB once they expired (${server.shop.size} session left)`,
    );
    expect(held).toBe(SESSIONS + 1);
    expect(held).toBeLessThanOrEqual(SHOP_LIMITS.maxWorldSessions);
    expect(server.shop.size).toBe(1);
    // A session is its guest cart and who is signed in: a few kB, not a copy of the shop.
    expect(perSession).toBeLessThan(32);
    expect(afterExpiry - before).toBeLessThan(8);
  }, 180_000);
});
