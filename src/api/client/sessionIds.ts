/** The part of the Web Storage API the client uses (sessionStorage in the browser). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const STORAGE_KEYS = {
  clientSessionId: 'bs_client_session_id',
  shareUserId: 'bs_share_user_id',
  affiliateLinkId: 'bs_affiliate_link_id',
} as const;

/** Query and cookie names the share ids arrive under. */
export const SHARE_PARAM_NAMES = { shareUserId: 'share_user_id', affiliateLinkId: 'affiliate_link_id' } as const;

/** A Storage that lives only in memory (when the host gives none, and in tests). */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & { dump(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    dump: () => Object.fromEntries(items),
  };
}

function safeGet(storage: StorageLike, key: string): string | undefined {
  try {
    return storage.getItem(key) ?? undefined;
  } catch {
    return undefined; // Storage disabled (private mode): behave as empty.
  }
}

function safeSet(storage: StorageLike, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Storage full or disabled: the id lives for this page only.
  }
}

/** The client session id (spec §9: kept in session storage); created once per browser session. */
export function ensureClientSessionId(storage: StorageLike, createId: () => string): string {
  const existing = safeGet(storage, STORAGE_KEYS.clientSessionId);
  if (existing) return existing;
  const id = createId();
  safeSet(storage, STORAGE_KEYS.clientSessionId, id);
  return id;
}

/** A session id the server handed out replaces the stored one. */
export function storeClientSessionId(storage: StorageLike, id: string): void {
  safeSet(storage, STORAGE_KEYS.clientSessionId, id);
}

function readCookie(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() === name) {
      try {
        return decodeURIComponent(rest.join('=').trim()) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface ShareIds {
  readonly shareUserId?: string;
  readonly affiliateLinkId?: string;
}

/**
 * spec §7: the share user id and the affiliate link id come from the query (first) or a cookie
 * and are kept in session storage, so they survive navigation within the visit.
 */
export function captureShareIds(storage: StorageLike, source: { search?: string; cookie?: string }): ShareIds {
  const query = new URLSearchParams(source.search ?? '');
  const pick = (name: string): string | undefined => {
    const value = query.get(name) ?? readCookie(source.cookie ?? '', name);
    return value !== undefined && value !== null && ID_PATTERN.test(value) ? value : undefined;
  };
  const shareUserId = pick(SHARE_PARAM_NAMES.shareUserId);
  const affiliateLinkId = pick(SHARE_PARAM_NAMES.affiliateLinkId);
  if (shareUserId) safeSet(storage, STORAGE_KEYS.shareUserId, shareUserId);
  if (affiliateLinkId) safeSet(storage, STORAGE_KEYS.affiliateLinkId, affiliateLinkId);
  return readShareIds(storage);
}

export function readShareIds(storage: StorageLike): ShareIds {
  const shareUserId = safeGet(storage, STORAGE_KEYS.shareUserId);
  const affiliateLinkId = safeGet(storage, STORAGE_KEYS.affiliateLinkId);
  return {
    ...(shareUserId ? { shareUserId } : {}),
    ...(affiliateLinkId ? { affiliateLinkId } : {}),
  };
}
