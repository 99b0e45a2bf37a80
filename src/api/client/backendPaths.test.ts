import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../endpoints/registry';
import { BACKEND_PATH_PREFIXES, isBackendPath } from './backendPaths';

describe('the backend paths a host proxies', () => {
  it('hold every endpoint the client calls on the page origin', () => {
    const outside = allEndpoints.filter((endpoint) => endpoint.meta.transport !== 'vault' && !isBackendPath(endpoint.meta.path.split('?')[0] ?? ''));
    expect(outside.map((endpoint) => `${endpoint.meta.name} ${endpoint.meta.path}`)).toEqual([]);
  });

  it('are each used by some endpoint, and never match a page address', () => {
    for (const prefix of BACKEND_PATH_PREFIXES) expect(allEndpoints.some((endpoint) => endpoint.meta.path.startsWith(`${prefix}/`)), prefix).toBe(true);
    for (const page of ['/m', '/m/booking', '/m/booking/verification', '/bookings', '/m_apix/a', '/v10/x']) expect(isBackendPath(page), page).toBe(false);
    expect(isBackendPath('/booking/user/list')).toBe(true);
  });
});
