/** The refund pages' addresses (spec §2 refunds under /m/order/refund/, and the account's exchange and return page). */
export const REFUND_PATHS = {
  request: '/m/order/refund/request.php',
  requestOne: '/m/order/refund/request_one.php',
  bookType: '/m/order/refund/book_type',
  pickUp: '/m/order/refund/pickUp',
  branch: '/m/order/refund/branch',
  list: '/m/order/refund/refund_list.php',
  detail: '/m/order/refund/refund_detail.php',
  delivery: '/m/order/refund/kv_test_refund_delivery',
  exchangeReturn: '/m/account/Exchange_Return.php',
} as const;

export type RefundPage = keyof typeof REFUND_PATHS;

/** A refund page about one request: `refund_detail.php?refund_id=R-4004`. */
export function refundAddress(page: 'bookType' | 'pickUp' | 'branch' | 'detail' | 'delivery', refundId: string): string {
  return `${REFUND_PATHS[page]}?refund_id=${encodeURIComponent(refundId)}`;
}

const ID = /^[\w-]{1,64}$/;

/** A query value that can be an id (letters, digits, `_`, `-`; at most 64), or null: hostile or missing values never reach a call. */
export function queryIdOf(request: Request, name: string): string | null {
  const value = new URL(request.url).searchParams.get(name);
  return value !== null && ID.test(value) ? value : null;
}

/** The `refund_id` query value, or null. */
export const refundIdOf = (request: Request): string | null => queryIdOf(request, 'refund_id');
