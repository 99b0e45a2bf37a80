import { SHOP_LIMITS } from './limits';
import { createSessionMap } from './sessionMap';
import { newSessionId, sessionIdOf, type SessionShop, type SessionShopOptions, type ShopPersistence } from './sessions';
import { buildWorld, newSessionPart, sessionView, type SessionPart } from './sessionView';
import type { SeedName } from './seedNames';
import type { ShopState } from './state';

export interface WorldShop extends SessionShop {
  /** The world itself: every account's data, no session's part (nobody signed in, no guest cart). */
  worldState(): ShopState;
  /** Called once a request is answered: the world is saved when it is kept (`persistence`) and changed. */
  afterRequest(): void;
}

export interface WorldShopOptions extends SessionShopOptions {
  /** Where the world is kept across restarts (`MOCK_STATE`): loaded at start, saved after each change. */
  readonly persistence?: ShopPersistence;
}

/**
 * One shop for every session (`MOCK_WORLD=shared`, the default of `npm run preview` and
 * `npm run mocks:serve`), as a real backend: accounts and everything they own or make (carts,
 * orders, refunds, reviews, posts, likes, coupons, points, bookings, vouchers, draw entries, stores,
 * services, staff) live in one world that every session acts on. A session holds only its part
 * (mocks/shop/sessionView.ts: who is signed in, the guest's cart and coupons), so the session map
 * stays small; at most `maxSessions` are kept and none unused for longer than `idleMinutes`, while
 * the accounts' data stays in the world.
 */
export function createWorldShop(options: WorldShopOptions = {}): WorldShop {
  const seed = options.seed ?? 'guest';
  const createId = options.createId ?? newSessionId;
  const sessions = createSessionMap<SessionPart>({
    max: options.maxSessions ?? SHOP_LIMITS.maxWorldSessions,
    idleMs: (options.idleMinutes ?? SHOP_LIMITS.sessionIdleMinutes) * 60_000,
    ...(options.now ? { now: options.now } : {}),
  });
  const persistence = options.persistence;
  const kept = persistence?.load();
  let world = kept ? { ...kept, createdCap: SHOP_LIMITS.maxCreatedInWorld } : buildWorld(seed);

  const partOf = (request: Request): SessionPart => {
    const id = sessionIdOf(request);
    const known = id ? sessions.get(id) : undefined;
    if (known) return known;
    // Only reached when a request skipped session(): it still gets a part of its own.
    const fresh = newSessionPart(seed);
    if (id) sessions.set(id, fresh);
    return fresh;
  };

  return {
    seed,
    world: 'shared',
    worldState: () => world,
    afterRequest: () => persistence?.save(world),
    get size() {
      return sessions.size;
    },
    session(request) {
      const id = sessionIdOf(request);
      if (id && sessions.get(id)) return { id, isNew: false };
      const fresh = createId();
      sessions.set(fresh, newSessionPart(seed));
      return { id: fresh, isNew: true };
    },
    stateFor: (request) => sessionView(world, partOf(request)),
    reset(next: SeedName = seed, request?: Request) {
      world = buildWorld(next);
      persistence?.save(world);
      sessions.clear();
      const id = request ? sessionIdOf(request) : undefined;
      if (id) sessions.set(id, newSessionPart(next));
    },
    resetSession(next, request) {
      const id = sessionIdOf(request);
      if (id) sessions.set(id, newSessionPart(next));
    },
  };
}
