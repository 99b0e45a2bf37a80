import { buildShopState } from './buildShopState';
import { SHOP_LIMITS } from './limits';
import { createSessionMap } from './sessionMap';
import type { SeedName } from './seedNames';
import type { ShopState } from './state';

/** Where the handlers find the state a request works on. */
export interface MockShop {
  /** The seed new sessions start from. */
  readonly seed: SeedName;
  /** This request's state (a request of an unknown session gets a fresh one). */
  stateFor(request: Request): ShopState;
  /** Starts again from a seed: the whole shop (shared) or the request's session (per cookie). */
  reset(seed?: SeedName, request?: Request): void;
}

/**
 * One state for every request: the browser's worker (the dev app), Storybook (reset to the story's
 * seed before each story) and Vitest (reset in beforeEach). `persist` keeps the state across
 * reloads of the dev app (sessionStorage), so the shop remembers for the tab's whole session.
 */
export function createSharedShop(seed: SeedName = 'guest', persist?: ShopPersistence): MockShop & { readonly state: ShopState } {
  let state = persist?.load() ?? buildShopState(seed);
  let current = seed;
  return {
    get seed() {
      return current;
    },
    get state() {
      return state;
    },
    stateFor: () => state,
    reset(next = current) {
      current = next;
      state = buildShopState(next);
      persist?.save(state);
    },
  };
}

/** Saves and loads a shared shop's state (the dev app's tab keeps it in sessionStorage). */
export interface ShopPersistence {
  load(): ShopState | undefined;
  save(state: ShopState): void;
}

/** The session cookie of the HTTP mock server. */
export const SESSION_COOKIE = 'sessionid';
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The session id a request's cookie names, when well formed (a tampered value counts as none). */
export function sessionIdOf(request: Request): string | undefined {
  const cookie = request.headers.get('cookie') ?? '';
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = rest.join('=');
      return SESSION_ID.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** Where the Node server's sessions live: one shared world (the default), or a shop per session. */
export type MockWorld = 'shared' | 'session';

export function isMockWorld(value: unknown): value is MockWorld {
  return value === 'shared' || value === 'session';
}

export interface SessionShop extends MockShop {
  readonly world: MockWorld;
  /** The request's session: its id, and whether it was just made (the answer then sets the cookie). */
  session(request: Request): { readonly id: string; readonly isNew: boolean };
  /**
   * `reset(seed, request)`: the whole shop starts again from the seed — in the shared world every
   * account's data, every other session dropped and the caller's session started from the seed; in
   * per-session shops the caller's shop (without a request: every session dropped).
   */
  reset(seed?: SeedName, request?: Request): void;
  /** Only the caller's session starts again from the seed (who is signed in, the guest's cart); the world is kept. */
  resetSession(seed: SeedName, request: Request): void;
  /** How many sessions the process holds now. */
  readonly size: number;
  /** Called once a request is answered (the shared world saves itself there when it is kept in a file). */
  afterRequest?(): void;
}

/** How a server's sessions are bounded (and, for tests, its clock and ids). */
export interface SessionShopOptions {
  /** The seed new sessions start from (and the shared world's seed). */
  readonly seed?: SeedName;
  readonly maxSessions?: number;
  /** Minutes a session may stay unused before it is dropped (SHOP_LIMITS.sessionIdleMinutes). */
  readonly idleMinutes?: number;
  readonly createId?: () => string;
  readonly now?: () => number;
}

export const newSessionId = () => crypto.randomUUID().replaceAll('-', '');

/**
 * A shop per session cookie (`MOCK_WORLD=session`, for checks that run side by side and must not
 * see each other): two browsers never see each other's cart. At most `maxSessions` are kept (the
 * least recently used goes first), and none unused for longer than `idleMinutes`.
 */
export function createSessionShop(options: SessionShopOptions = {}): SessionShop {
  const seed = options.seed ?? 'guest';
  const createId = options.createId ?? newSessionId;
  const sessions = createSessionMap<ShopState>({
    max: options.maxSessions ?? SHOP_LIMITS.maxSessions,
    idleMs: (options.idleMinutes ?? SHOP_LIMITS.sessionIdleMinutes) * 60_000,
    ...(options.now ? { now: options.now } : {}),
  });

  const reset = (next: SeedName = seed, request?: Request) => {
    const id = request ? sessionIdOf(request) : undefined;
    if (id) sessions.set(id, buildShopState(next));
    else sessions.clear();
  };

  return {
    seed,
    world: 'session',
    get size() {
      return sessions.size;
    },
    session(request) {
      const id = sessionIdOf(request);
      if (id && sessions.get(id)) return { id, isNew: false };
      const fresh = createId();
      sessions.set(fresh, buildShopState(seed));
      return { id: fresh, isNew: true };
    },
    stateFor(request) {
      const id = sessionIdOf(request);
      const known = id ? sessions.get(id) : undefined;
      if (known) return known;
      // Only reached when a request skipped session(): it still gets a state of its own.
      const fresh = buildShopState(seed);
      if (id) sessions.set(id, fresh);
      return fresh;
    },
    reset,
    resetSession: (next, request) => reset(next, request),
  };
}
