import { setupServer, type SetupServer } from 'msw/node';
import { createHandlers, type AreaScenarios } from './handlers';

/**
 * The mock backend inside Node (Vitest): intercepts fetch.
 * `const server = createMockServer(); beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))`.
 */
export function createMockServer(scenarios: AreaScenarios = {}): SetupServer {
  return setupServer(...createHandlers(scenarios));
}
