/** The stateful mock shop: one typed in-memory store per session, seeded by name. */
export { buildShopState } from './buildShopState';
export { clockMillis, createClock, dayText, formatShopTime, nowText, tick } from './clock';
export type { ShopClock } from './clock';
export { fail, isFailure, needsLogin, notFound, ShopFailure } from './failure';
export type { ShopOutcome } from './failure';
export { newId } from './ids';
export { SHOP_LIMITS } from './limits';
export { ACCOUNT_IDS, SEED_NAMES, isSeedName, seedUserId } from './seedNames';
export type { AccountKey, SeedName } from './seedNames';
export { createSessionShop, createSharedShop, SESSION_COOKIE, sessionIdOf } from './sessions';
export type { MockShop, SessionShop, ShopPersistence } from './sessions';
export { sharedShop } from './sharedShop';
export type { ShopState } from './state';
export { DEMO_ACCOUNTS } from './account/accountSlice';
export type { AccountRecord, AccountSlice, SavedCard, UserRecord } from './account/accountSlice';
export { currentAccount, isLoggedIn, requireAccount } from './account/accountOps';
