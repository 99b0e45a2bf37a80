import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getFooterNav } from '../src/api/endpoints/layout';
import { getStorageToken } from '../src/api/endpoints/storage';
import { allEndpoints } from '../src/api/endpoints/registry';
import { createMockServer } from './node';
import { NETWORK_MODES, networkHandlers } from './network';
import { mockClient } from './testing';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the "network" global', () => {
  it('offers the five modes', () => {
    expect(NETWORK_MODES).toEqual(['normal', 'slow', 'offline', 'serverErrors', 'malformed']);
    expect(networkHandlers('normal')).toEqual([]);
    expect(networkHandlers('offline')).toHaveLength(allEndpoints.length);
  });

  it.each([
    ['offline', 'timeout', 'network'],
    ['serverErrors', 'network', 'network'],
    ['malformed', 'malformed', 'malformed'],
  ] as const)('%s applies to every area (legacy → %s, booking → %s)', async (mode, legacyKind, bookingKind) => {
    server.use(...networkHandlers(mode));
    expect(await getFooterNav(mockClient(), {})).toMatchObject({ ok: false, kind: legacyKind });
    expect(await getStorageToken(mockClient(), {})).toMatchObject({ ok: false, kind: bookingKind });
  });
});
