/**
 * The `beauty-storefront/mocks` subpath: the embedded mock backend (needs the optional peer `msw`).
 * Fixture builders, the stateful mock shop (seeds, sessions, business rules), scenarios, MSW
 * handlers per area, the "network" faults and the browser worker.
 * Node-only parts stay out of this entry so a browser bundle never pulls node:http or msw/node:
 * mocks/node.ts (setupServer for Vitest) and mocks/server.ts (HTTP server on 127.0.0.1).
 */
export * from './fixtures';
export { scenario, SPEC_ERROR_CODES, isScenario } from './scenarios';
export type { Scenario } from './scenarios';
export {
  areaHandlers,
  assetHandlers,
  MOCK_IMAGE_PREFIX,
  placeholderSvg,
  areaMocks,
  createHandlers,
  createHandlersByArea,
  handlersFor,
  authHandlers,
  bookingProviderHandlers,
  bookingUserHandlers,
  campaignHandlers,
  cartHandlers,
  catalogHandlers,
  communityHandlers,
  couponHandlers,
  layoutHandlers,
  orderHandlers,
  paymentHandlers,
  productHandlers,
  refundHandlers,
  statisticsHandlers,
  storageHandlers,
  userCenterHandlers,
} from './handlers';
export type { AreaScenarios } from './handlers';
export { cartFull, bindPhoneRequired } from './handlers/cart';
export { buildAreaHandlers, emptyLists, matchesEndpoint, readMockRequest } from './handlers/core';
export type { AreaMocks, AreaScenario, EndpointMock, MockRequest } from './handlers/core';
export { NETWORK_MODES, SLOW_NETWORK_MS, isNetworkMode, networkHandlers } from './network';
export type { NetworkMode } from './network';
export { createMockWorker, sessionStoragePersistence, SHOP_STORAGE_KEY, startMockWorker } from './browser';
export {
  ACCOUNT_IDS,
  buildShopState,
  createSessionShop,
  createSharedShop,
  createWorldShop,
  DEMO_ACCOUNTS,
  fail,
  isFailure,
  isSeedName,
  SEED_NAMES,
  SESSION_COOKIE,
  SHOP_LIMITS,
  ShopFailure,
  sharedShop,
} from './shop';
export type { MockShop, MockWorld, SeedName, SessionShop, ShopOutcome, ShopPersistence, ShopState, WorldShop } from './shop';
export { countEndpoints } from './count';
export type { EndpointCount } from './count';
