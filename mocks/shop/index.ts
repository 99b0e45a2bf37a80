/** The stateful mock shop: one typed in-memory store, seeded by name: a story's or test's own, one per session, or one world shared by every session. */
export { buildShopState } from './buildShopState';
export { clockMillis, createClock, dayText, formatShopTime, nowText, tick } from './clock';
export type { ShopClock } from './clock';
export { fail, isFailure, needsLogin, notFound, ShopFailure } from './failure';
export type { ShopOutcome } from './failure';
export { newId } from './ids';
export { SHOP_LIMITS } from './limits';
export { ACCOUNT_IDS, SEED_NAMES, isSeedName, seedUserId } from './seedNames';
export type { AccountKey, SeedName } from './seedNames';
export { createSessionShop, createSharedShop, isMockWorld, SESSION_COOKIE, sessionIdOf } from './sessions';
export type { MockShop, MockWorld, SessionShop, SessionShopOptions, ShopPersistence } from './sessions';
export { createWorldShop } from './worldShop';
export type { WorldShop } from './worldShop';
export { sharedShop } from './sharedShop';
export type { ShopState } from './state';
export { DEMO_ACCOUNTS } from './account/accountSlice';
export type { AccountRecord, AccountSlice, SavedCard, UserRecord } from './account/accountSlice';
export { currentAccount, isLoggedIn, requireAccount } from './account/accountOps';
