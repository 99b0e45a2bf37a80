/**
 * Bounds that keep a long preview session from growing memory without bound. A session that
 * reaches its entity cap refuses further creations with errcode 1 and a message that says to reset;
 * the least recently used session is dropped when the process holds its maximum, and an idle one
 * after sessionIdleMinutes.
 */
export const SHOP_LIMITS = {
  /** Entities (cart lines, orders, refunds, posts, reservations …) one session may create. */
  maxCreatedPerSession: 2_000,
  /** Entities the shared world of the preview may create, all accounts together (MOCK_WORLD=shared). */
  maxCreatedInWorld: 20_000,
  /** Sessions one server process keeps (least recently used dropped first), each its own shop (MOCK_WORLD=session). */
  maxSessions: 200,
  /** Sessions one server process keeps in the shared world, where a session is only who is signed in and a guest cart. */
  maxWorldSessions: 5_000,
  /** Minutes a session may stay idle before it is dropped (MOCK_SESSION_IDLE_MINUTES); the accounts' data stays. */
  sessionIdleMinutes: 30,
  /** Cart capacity (spec §4 "cart full": errcode 1 with data). */
  maxCartLines: 50,
} as const;
