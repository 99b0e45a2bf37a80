import { http } from 'msw';
import { matchesEndpoint, readMockRequest, respond, type EndpointMock } from '../../../mocks/handlers/core';
import { scenario } from '../../../mocks/scenarios';
import type { EndpointMeta } from '../../../src/api/endpoints/define';

/**
 * Story-only: an endpoint that answers HTTP 500 while the outage is on and normally once the play
 * ends it (`end()`), however many calls come in between (StrictMode, parallel calls). Counts calls.
 * Call `reset` in the story's beforeEach.
 */
export function outage(meta: EndpointMeta, mock: EndpointMock) {
  let on = true;
  let calls = 0;
  const handler = http.all(
    ({ request }) => matchesEndpoint(meta, request),
    async ({ request }) => {
      calls += 1;
      return respond(meta, mock, on ? scenario.serverError : scenario.ok, await readMockRequest(request));
    },
  );
  return {
    handler,
    calls: () => calls,
    end: () => {
      on = false;
    },
    reset: () => {
      on = true;
      calls = 0;
    },
  };
}
