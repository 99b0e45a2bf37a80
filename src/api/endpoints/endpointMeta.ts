/**
 * What describes an endpoint: its area, transport, method and path. This file imports nothing, so
 * the client and the endpoint definitions both depend on it without depending on each other.
 */

/** The areas endpoints (and their mock handlers) are grouped by. */
export const API_AREAS = [
  'layout',
  'cart',
  'product',
  'catalog',
  'community',
  'coupons',
  'orders',
  'refunds',
  'userCenter',
  'auth',
  'payment',
  'campaigns',
  'statistics',
  'bookingProvider',
  'bookingUser',
  'storage',
] as const;
export type ApiArea = (typeof API_AREAS)[number];

/**
 * legacy: form-encoded POST or GET with a query (errcode, msg/errmsg, data);
 * go: JSON under /api/go (same envelope as legacy); booking: JSON under /booking (code, message,
 * data, toast_message.text); vault: the card vault on its own origin (never the shop backend).
 */
export type Transport = 'legacy' | 'go' | 'booking' | 'vault';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointMeta {
  /** Unique registry name, e.g. `cartUpdateQuantity`. */
  readonly name: string;
  readonly area: ApiArea;
  readonly transport: Transport;
  readonly method: HttpMethod;
  /** The path, `{name}` placeholders filled from the payload (e.g. `store/{product}_store`). */
  readonly path: string;
  /** Payload fields every call sends, e.g. `{ action: 'delete' }` for cart_detail.php. */
  readonly fixedParams?: Readonly<Record<string, string | number | boolean>>;
  /**
   * Set when spec §7 does not show the path or payload and this one was chosen: the reason,
   * listed in src/api/CHOSEN-PATHS.md for the backend team to confirm.
   */
  readonly chosen?: string;
}
