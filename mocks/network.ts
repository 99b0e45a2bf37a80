import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { allEndpoints } from '../src/api/endpoints/registry';
import { matchesEndpoint } from './handlers/core';

/** The Storybook toolbar global "network": a fault applied to every endpoint at once. */
export const NETWORK_MODES = ['normal', 'slow', 'offline', 'serverErrors', 'malformed'] as const;
export type NetworkMode = (typeof NETWORK_MODES)[number];

/** How long `slow` holds every answer. */
export const SLOW_NETWORK_MS = 2_500;

export function isNetworkMode(value: unknown): value is NetworkMode {
  return typeof value === 'string' && (NETWORK_MODES as readonly string[]).includes(value);
}

/**
 * Handlers to put in front of the area handlers (`worker.use(...)`): `slow` delays then lets the
 * area's own scenario answer; the other faults answer for every endpoint. `normal` adds none.
 */
export function networkHandlers(mode: NetworkMode): HttpHandler[] {
  if (mode === 'normal') return [];
  return allEndpoints.map(({ meta }) =>
    http.all(
      ({ request }) => matchesEndpoint(meta, request),
      async () => {
        switch (mode) {
          case 'slow':
            await delay(SLOW_NETWORK_MS);
            return undefined; // fall through to the area handler
          case 'offline':
            return HttpResponse.error();
          case 'serverErrors':
            return new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } });
          case 'malformed':
            return new HttpResponse('<!doctype html><title>captive portal</title>', { status: 200, headers: { 'content-type': 'text/html' } });
        }
      },
    ),
  );
}
