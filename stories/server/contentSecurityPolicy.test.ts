import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/server';
import { createStorefrontHandler } from '../../src/server/createStorefrontHandler';

const TEMPLATE = readFileSync(new URL('../../src/app/index.html', import.meta.url), 'utf8');
const ORIGIN = 'http://127.0.0.1:4173';

let mock: MockHttpServer;
beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, seed: 'guest' });
});
afterAll(async () => {
  await mock.close();
});

const nonceOf = (policy: string): string | undefined => /script-src 'nonce-([^']+)'/.exec(policy)?.[1];

describe('the content security policy of a server-rendered page', () => {
  it('comes with every page, and each inline script and module preload carries its nonce (data elements are not run)', async () => {
    const handler = createStorefrontHandler({ template: TEMPLATE, backendUrl: mock.url });
    for (const path of ['/m', '/m/no-such-page/at-all']) {
      const response = await handler(new Request(`${ORIGIN}${path}`));
      const policy = response.headers.get('content-security-policy') ?? '';
      const nonce = nonceOf(policy);
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const html = await response.text();
      const tags = html.match(/<script\b[^>]*>/g) ?? [];
      const scripts = tags.filter((tag) => !tag.includes('type="application/json"'));
      expect(tags.length - scripts.length, path).toBe(1);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      for (const tag of html.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
      for (const tag of html.match(/<style\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    }
  });

  it('uses a fresh nonce for each response', async () => {
    const handler = createStorefrontHandler({ template: TEMPLATE, backendUrl: mock.url });
    const policies = await Promise.all([1, 2, 3].map(async () => (await handler(new Request(`${ORIGIN}/m`))).headers.get('content-security-policy') ?? ''));
    expect(new Set(policies.map(nonceOf)).size).toBe(3);
  });

  it('takes the host origins, and is left to the host when turned off', async () => {
    const widened = createStorefrontHandler({
      template: TEMPLATE,
      backendUrl: mock.url,
      contentSecurityPolicy: { connectOrigins: ['https://api.shop.example'], frameAncestors: ['https://app.shop.example'] },
    });
    const policy = (await widened(new Request(`${ORIGIN}/m`))).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("connect-src 'self' https://*.aliyuncs.com https://api.shop.example");
    expect(policy).toContain("frame-ancestors 'self' https://app.shop.example");

    const own = createStorefrontHandler({ template: TEMPLATE, backendUrl: mock.url, contentSecurityPolicy: false, nonce: () => 'aG9zdA==' });
    const response = await own(new Request(`${ORIGIN}/m`));
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(await response.text()).toContain('<script nonce="aG9zdA==">');
  });
});
