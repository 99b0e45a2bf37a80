import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFooterNav } from '../src/api/endpoints/layout';
import { getAppUpdate } from '../src/api/endpoints/bookingUser';
import { cartBuy } from '../src/api/endpoints/cart';
import { startMockHttpServer, type MockHttpServer } from './server';
import { mockClient } from './testing';

let server: MockHttpServer;
let offline: MockHttpServer;
beforeAll(async () => {
  server = await startMockHttpServer({ port: 0, allowOrigins: ['http://127.0.0.1:4173'] });
  offline = await startMockHttpServer({ port: 0, network: 'offline' });
});
afterAll(async () => {
  await server.close();
  await offline.close();
});

describe('the Node mock server (real HTTP on 127.0.0.1)', () => {
  it('listens on 127.0.0.1 and answers the same handlers', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const client = mockClient('en_US', { baseUrl: server.url });
    const footer = await getFooterNav(client, {});
    expect(footer.ok && footer.data.button.map((b) => b.name)).toEqual(['Home', 'Community', 'Cart', 'Me']);
    expect(await getAppUpdate(client, {})).toMatchObject({ ok: true, body: { code: 200 } });
    expect(await cartBuy(client, { team_id: '50005', quantity: 1 })).toMatchObject({ ok: true, body: { is_login: false } });
  });

  it('answers CORS pre-flights for allowed origins', async () => {
    const response = await fetch(`${server.url}/m_api/404.php`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:4173' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
  });

  it('unknown paths are a 404', async () => {
    expect((await fetch(`${server.url}/nothing-here`)).status).toBe(404);
  });

  it('the offline network drops the connection', async () => {
    const client = mockClient('th_TH', { baseUrl: offline.url });
    expect(await getFooterNav(client, {})).toMatchObject({ ok: false, kind: 'timeout' });
  });
});
