import { setupServer, type SetupServer } from 'msw/node';
import { createHandlers, type AreaScenarios } from './handlers';
import type { MockShop } from './shop/sessions';

/**
 * The mock backend inside Node (Vitest): intercepts fetch. The handlers read and change `shop`
 * (the shared shop unless given): reset it per test with `sharedShop.reset('shopper')`.
 * `const server = createMockServer(); beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))`.
 */
export function createMockServer(scenarios: AreaScenarios = {}, shop?: MockShop): SetupServer {
  return setupServer(...createHandlers(scenarios, shop));
}
