/**
 * Bounds that keep a long preview session from growing memory without bound. A session that
 * reaches its entity cap refuses further creations with errcode 1 and a message that says to reset;
 * the least recently used session is dropped when the process holds MAX_SESSIONS.
 */
export const SHOP_LIMITS = {
  /** Entities (cart lines, orders, refunds, posts, reservations …) one session may create. */
  maxCreatedPerSession: 2_000,
  /** Sessions one server process keeps (least recently used dropped first). */
  maxSessions: 200,
  /** Cart capacity (spec §4 "cart full": errcode 1 with data). */
  maxCartLines: 50,
} as const;
