import { buildShopState } from './buildShopState';
import { SHOP_LIMITS } from './limits';
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

export interface SessionShop extends MockShop {
  /** The request's session: its id, and whether it was just made (the answer then sets the cookie). */
  session(request: Request): { readonly id: string; readonly isNew: boolean };
  /** How many sessions the process holds now. */
  readonly size: number;
}

/**
 * A state per session cookie (the Node server behind `npm run preview` and `npm run mocks:serve`):
 * two browsers never see each other's cart. At most `maxSessions` are kept; the least recently
 * used goes first.
 */
export function createSessionShop(options: { seed?: SeedName; maxSessions?: number; createId?: () => string } = {}): SessionShop {
  const seed = options.seed ?? 'guest';
  const maxSessions = options.maxSessions ?? SHOP_LIMITS.maxSessions;
  const createId = options.createId ?? (() => crypto.randomUUID().replaceAll('-', ''));
  const sessions = new Map<string, ShopState>();

  const touch = (id: string, state: ShopState) => {
    sessions.delete(id);
    sessions.set(id, state);
    while (sessions.size > maxSessions) {
      const oldest = sessions.keys().next().value;
      if (oldest === undefined) break;
      sessions.delete(oldest);
    }
    return state;
  };

  const session = (request: Request) => {
    const id = sessionIdOf(request);
    if (id && sessions.has(id)) return { id, isNew: false };
    const fresh = createId();
    touch(fresh, buildShopState(seed));
    return { id: fresh, isNew: true };
  };

  return {
    seed,
    get size() {
      return sessions.size;
    },
    session,
    stateFor(request) {
      const id = sessionIdOf(request);
      const known = id ? sessions.get(id) : undefined;
      if (id && known) return touch(id, known);
      // Only reached when a request skipped session(): it still gets a state of its own.
      const fresh = buildShopState(seed);
      if (id) touch(id, fresh);
      return fresh;
    },
    reset(next = seed, request) {
      const id = request ? sessionIdOf(request) : undefined;
      if (id) touch(id, buildShopState(next));
      else sessions.clear();
    },
  };
}
