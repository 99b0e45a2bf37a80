import { createClient, type ClientOptions } from '../src/api/client/createClient';
import type { SessionValues } from '../src/api/client/params';
import type { AnyEndpoint } from '../src/api/endpoints/define';
import type { ApiResult } from '../src/api/client/result';

/** A client against the mock backend, for tests (msw/node intercepts its fetch). */
export function mockClient(lang: SessionValues['lang'] = 'th_TH', options: Partial<ClientOptions> = {}) {
  return createClient({
    baseUrl: 'http://shop.test',
    vaultUrl: 'http://vault.test',
    origin: 'http://shop.test',
    session: () => ({ lang, platform: 1 }),
    createId: () => 'test-session',
    ...options,
  });
}

/** Calls any endpoint with only its path placeholders filled (the mocks answer without a payload). */
export function callAny(endpoint: AnyEndpoint, client: ReturnType<typeof mockClient>, options?: { timeoutMs?: number }): Promise<ApiResult<unknown>> {
  const placeholders = Object.fromEntries([...endpoint.meta.path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1], 'service']));
  return (endpoint as unknown as (c: typeof client, p: object, o?: object) => Promise<ApiResult<unknown>>)(client, placeholders, options);
}
