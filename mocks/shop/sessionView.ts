import { buildShopState } from './buildShopState';
import { SHOP_LIMITS } from './limits';
import type { SeedName } from './seedNames';
import { GUEST_OWNER, type OwnerKey } from './shopping/owners';
import type { CartLineRecord, WalletCouponRecord } from './shopping/shoppingSlice';
import type { ShopState } from './state';

/**
 * What one visitor's session holds in the shared world, and nothing else: who is signed in, and
 * the guest's cart and the coupons the guest collected (both join the account's at sign-in). The
 * captcha and the language are not kept by the shop: the captcha's token and ticket are fixed, and
 * the language comes with each request (its `lang` parameter or the language cookie).
 */
export interface SessionPart {
  readonly signedIn: { userId: number | null };
  /** Only the guest's entry (GUEST_OWNER). */
  readonly carts: Record<OwnerKey, CartLineRecord[]>;
  /** Only the guest's entry (GUEST_OWNER). */
  readonly wallets: Record<OwnerKey, WalletCouponRecord[]>;
}

/** A session's part as a seed starts it: the seed's account signed in, the seed's guest cart and coupons. */
function seedPartOf(state: ShopState): SessionPart {
  return {
    signedIn: { userId: state.account.session.userId },
    carts: { [GUEST_OWNER]: state.shopping.carts[GUEST_OWNER] ?? [] },
    wallets: { [GUEST_OWNER]: state.shopping.wallets[GUEST_OWNER] ?? [] },
  };
}

const seedParts = new Map<SeedName, SessionPart>();

/** A new session's part from a seed (a copy: sessions never share their guest carts). */
export function newSessionPart(seed: SeedName): SessionPart {
  let part = seedParts.get(seed);
  if (!part) {
    part = seedPartOf(buildShopState(seed));
    seedParts.set(seed, part);
  }
  return structuredClone(part);
}

/**
 * The shared world built from a seed: every account's data of the seed, with no session's part in
 * it (nobody signed in, no guest cart), and the world's entity cap.
 */
export function buildWorld(seed: SeedName): ShopState {
  const state = buildShopState(seed);
  state.account.session.userId = null;
  delete state.shopping.carts[GUEST_OWNER];
  delete state.shopping.wallets[GUEST_OWNER];
  return { ...state, createdCap: SHOP_LIMITS.maxCreatedInWorld };
}

/** A record whose guest entry is the session's own and every other entry the world's. */
function withGuestEntry<T>(world: Record<OwnerKey, T>, own: Record<OwnerKey, T>): Record<OwnerKey, T> {
  const holder = (key: string | symbol): Record<OwnerKey, T> => (key === GUEST_OWNER ? own : world);
  return new Proxy(world, {
    get: (_target, key) => Reflect.get(holder(key), key),
    set: (_target, key, value) => Reflect.set(holder(key), key, value),
    has: (_target, key) => Reflect.has(holder(key), key),
    deleteProperty: (_target, key) => Reflect.deleteProperty(holder(key), key),
    ownKeys: () => [...Reflect.ownKeys(world).filter((key) => key !== GUEST_OWNER), ...Reflect.ownKeys(own)],
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(holder(key), key),
  });
}

/**
 * The shop as one session sees the shared world: the world's accounts and everything they own or
 * make (the same objects, so a change is everyone's at once), with this session's part in place of
 * "who is signed in" and of the guest's cart and coupons. Built for each request; holds nothing.
 */
export function sessionView(world: ShopState, part: SessionPart): ShopState {
  return {
    seed: world.seed,
    clock: world.clock,
    ids: world.ids,
    get created() {
      return world.created;
    },
    set created(value: number) {
      world.created = value;
    },
    ...(world.createdCap === undefined ? {} : { createdCap: world.createdCap }),
    account: { accounts: world.account.accounts, session: part.signedIn },
    shopping: {
      ...world.shopping,
      carts: withGuestEntry(world.shopping.carts, part.carts),
      wallets: withGuestEntry(world.shopping.wallets, part.wallets),
    },
    social: world.social,
    booking: world.booking,
  };
}

