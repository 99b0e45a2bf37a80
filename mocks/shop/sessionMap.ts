/** How many sessions a map keeps and for how long an unused one lives. */
export interface SessionMapOptions {
  /** Sessions kept at once: past it the least recently used goes first. */
  readonly max: number;
  /** Milliseconds a session may stay unused before it is dropped. */
  readonly idleMs: number;
  /** The time in milliseconds (Date.now unless a test moves it). */
  readonly now?: () => number;
}

/** Sessions by id, bounded in number and in idle time. Reading a session counts as using it. */
export interface SessionMap<T> {
  /** The session's value (and it counts as used now), or undefined when unknown, dropped or expired. */
  get(id: string): T | undefined;
  set(id: string, value: T): void;
  clear(): void;
  /** Sessions held now, expired ones not counted. */
  readonly size: number;
}

export function createSessionMap<T>(options: SessionMapOptions): SessionMap<T> {
  const now = options.now ?? Date.now;
  // Insertion order is use order: a used session is taken out and put back at the end.
  const entries = new Map<string, { value: T; usedAt: number }>();

  /** Drops the sessions unused for longer than idleMs: they are the first in use order. */
  const sweep = (at: number) => {
    for (const [id, entry] of entries) {
      if (at - entry.usedAt <= options.idleMs) break;
      entries.delete(id);
    }
  };

  const put = (id: string, value: T, at: number) => {
    entries.delete(id);
    entries.set(id, { value, usedAt: at });
    while (entries.size > options.max) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };

  return {
    get(id) {
      const at = now();
      sweep(at);
      const entry = entries.get(id);
      if (!entry) return undefined;
      put(id, entry.value, at);
      return entry.value;
    },
    set(id, value) {
      const at = now();
      sweep(at);
      put(id, value, at);
    },
    clear() {
      entries.clear();
    },
    get size() {
      sweep(now());
      return entries.size;
    },
  };
}
