import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClient } from '../client/createClient';
import { fakeFetch, ORIGIN } from '../testing/fakeFetch';
import { isTypedResult } from '../testing/typedResult';
import { allEndpoints } from './registry';
import type { AnyEndpoint } from './define';

/** Any body a sloppy or broken backend could send, as text. */
const deep = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
const jsonText = (value: unknown) => JSON.stringify(value) ?? 'null';

const bodyArbitrary: fc.Arbitrary<string> = fc.oneof(
  // arbitrary JSON of any shape
  fc.jsonValue().map(jsonText),
  // envelopes that claim success with arbitrary data (wrong types, nulls, missing fields)
  fc.record({ errcode: fc.constantFrom(0, '0'), data: fc.jsonValue() }, { requiredKeys: ['errcode'] }).map(jsonText),
  fc.record({ code: fc.constantFrom(200, 201, '200'), data: fc.jsonValue(), toast_message: fc.jsonValue() }, { requiredKeys: ['code'] }).map(jsonText),
  fc.record({ error: fc.constant(null), data: fc.jsonValue() }).map(jsonText),
  // envelopes with arbitrary codes and fields of the wrong type
  fc
    .record({
      errcode: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
      code: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
      msg: fc.jsonValue(),
      is_login: fc.jsonValue(),
      need_login: fc.jsonValue(),
      login_link: fc.oneof(fc.string(), fc.webUrl(), fc.jsonValue()),
      error_link: fc.oneof(fc.string(), fc.jsonValue()),
      session_id: fc.jsonValue(),
      userInfo: fc.jsonValue(),
      data: fc.jsonValue(),
    })
    .map(jsonText),
  // not JSON at all
  fc.string(),
  fc.constantFrom('', '<html>502</html>', '{"errcode":0,"data":{', 'undefined', 'NaN', '\u0000\u0001'),
  // huge strings and deep nesting
  fc.integer({ min: 100_000, max: 300_000 }).map((n) => JSON.stringify({ errcode: 0, code: 200, msg: 'x'.repeat(n), data: 'y'.repeat(n) })),
  fc.integer({ min: 1_000, max: 50_000 }).map((n) => `{"errcode":0,"code":200,"data":${deep(n)}}`),
);

const statusArbitrary = fc.oneof(fc.constantFrom(200, 201), fc.integer({ min: 200, max: 599 }));

function run(endpoint: AnyEndpoint, body: string, status: number) {
  const fake = fakeFetch(() => new Response(body, { status }));
  const client = createClient({ baseUrl: '', fetch: fake.fetch, origin: ORIGIN, onLoginChange: () => {}, logger: { warn: () => {} } });
  return (endpoint as unknown as (c: typeof client, params: Record<string, never>) => ReturnType<AnyEndpoint>)(client, {});
}

describe('every endpoint survives any body (fast-check)', () => {
  it.each(allEndpoints.map((endpoint) => [endpoint.meta.name, endpoint] as const))('%s', async (_name, endpoint) => {
    await fc.assert(
      fc.asyncProperty(bodyArbitrary, statusArbitrary, async (body, status) => {
        const result = await run(endpoint, body, status);
        expect(isTypedResult(result)).toBe(true);
      }),
      { numRuns: 25 },
    );
  });

  it('a fetch that throws anything still gives a typed result', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...allEndpoints), fc.anything(), async (endpoint, thrown) => {
        const client = createClient({
          baseUrl: '',
          origin: ORIGIN,
          fetch: (() => Promise.reject(thrown)) as typeof fetch,
        });
        const result = await (endpoint as unknown as (c: typeof client, p: Record<string, never>) => ReturnType<AnyEndpoint>)(client, {});
        expect(result).toMatchObject({ ok: false });
        expect(isTypedResult(result)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('any payload is encoded or refused, never thrown', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...allEndpoints), fc.dictionary(fc.string(), fc.jsonValue()), async (endpoint, params) => {
        const client = createClient({ baseUrl: '', origin: ORIGIN, fetch: fakeFetch().fetch });
        const result = await (endpoint as unknown as (c: typeof client, p: unknown) => ReturnType<AnyEndpoint>)(client, params);
        expect(isTypedResult(result)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
