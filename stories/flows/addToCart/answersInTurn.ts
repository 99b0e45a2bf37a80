import { http } from 'msw';
import type { EndpointMeta } from '../../../src/api/endpoints/define';
import { matchesEndpoint, readMockRequest, respond, type EndpointMock } from '../../../mocks/handlers/core';
import type { Scenario } from '../../../mocks/scenarios';

/**
 * Story-only: an endpoint that answers its calls in turn (the last scenario repeats), and counts
 * them, so a play can check that a request went out exactly as often as the flow meant it to.
 * Call `reset` in the story's beforeEach.
 */
export function answersInTurn(meta: EndpointMeta, mock: EndpointMock, scenarios: readonly Scenario[]) {
  let calls = 0;
  const handler = http.all(
    ({ request }) => matchesEndpoint(meta, request),
    async ({ request }) => {
      const chosen = scenarios[Math.min(calls, scenarios.length - 1)];
      calls += 1;
      if (!chosen) throw new Error('answersInTurn: no scenario');
      return respond(meta, mock, chosen, await readMockRequest(request));
    },
  );
  return {
    handler,
    calls: () => calls,
    reset: () => {
      calls = 0;
    },
  };
}
