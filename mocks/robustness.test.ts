import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClient } from '../src/api/client/createClient';
import { allEndpoints } from '../src/api/endpoints/registry';
import { fakeFetch } from '../src/api/testing/fakeFetch';
import { isTypedResult } from '../src/api/testing/typedResult';
import { areaMocks } from './handlers';
import { readMockRequest } from './handlers/core';

/**
 * Property test on realistic bodies: every endpoint's own mock answer, mutated (fields removed,
 * nulled, given the wrong type, huge, deeply nested), must still give a typed result.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((item, i) => paths(item, [...prefix, i]))];
  if (value !== null && typeof value === 'object') return [prefix, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...prefix, k]))];
  return [prefix];
}

function mutate(value: Json, path: (string | number)[], replacement: Json | undefined): Json {
  if (path.length === 0) return replacement === undefined ? null : replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? mutate(item, rest, replacement) : item));
  if (value !== null && typeof value === 'object' && typeof head === 'string') {
    const copy: { [key: string]: Json } = { ...value };
    const child = copy[head];
    if (rest.length === 0 && replacement === undefined) delete copy[head];
    else if (child !== undefined) copy[head] = mutate(child, rest, replacement);
    return copy;
  }
  return value;
}

const replacementArbitrary: fc.Arbitrary<Json | undefined> = fc.oneof(
  fc.constant(undefined), // missing field
  fc.constant(null),
  fc.constantFrom<Json>(true, -1, 1e308, 'NaN', '', [], {}),
  fc.jsonValue() as fc.Arbitrary<Json>,
  fc.integer({ min: 10_000, max: 200_000 }).map((n) => 'ข'.repeat(n)),
  fc.integer({ min: 100, max: 2_000 }).map((n) => JSON.parse('['.repeat(n) + ']'.repeat(n)) as Json),
);

let current = '';
const answer = fakeFetch(() => new Response(current, { status: 200, headers: { 'content-type': 'application/json' } }));

function envelope(transport: string, data: unknown): Json {
  if (transport === 'booking') return { code: 200, message: 'success', data } as Json;
  if (transport === 'vault') return { error: null, data } as Json;
  return { errcode: 0, msg: '', data } as Json;
}

describe('every endpoint survives mutations of its own mock answer (fast-check)', () => {
  it.each(allEndpoints.map((e) => [e.meta.name, e] as const))('%s', async (name, endpoint) => {
    const mock = areaMocks[endpoint.meta.area][name];
    if (!mock) throw new Error(`no mock for ${name}`);
    const request = await readMockRequest(new Request('http://shop.test/?lang=th_TH'));
    const base = envelope(endpoint.meta.transport, mock.ok(request));
    const allPaths = paths(base);
    const client = createClient({ fetch: answer.fetch, baseUrl: 'http://shop.test', vaultUrl: 'http://vault.test', origin: 'http://shop.test', logger: { warn: () => {} } });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...allPaths), replacementArbitrary, async (path, replacement) => {
        current = JSON.stringify(mutate(base, path, replacement));
        const placeholders = Object.fromEntries([...endpoint.meta.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], 'x']));
        const result = await (endpoint as unknown as (c: typeof client, p: object) => ReturnType<typeof endpoint>)(client, placeholders);
        expect(isTypedResult(result)).toBe(true);
      }),
      { numRuns: 20 },
    );
  });
});
