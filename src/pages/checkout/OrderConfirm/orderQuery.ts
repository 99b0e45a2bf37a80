/** What orderconfirm is asked to price: selected cart lines, one product bought now, or a booking's deposit. */
export interface OrderQuery {
  /** A booking waiting for its deposit (`booking_id`): then nothing else is read. */
  readonly bookingId?: string;
  readonly cartIds?: readonly string[];
  readonly teamId?: string;
  readonly quantity?: number;
  readonly couponId?: string;
}

const ID = /^[\w-]{1,64}$/;

/** Reads `booking_id`, else `cart_ids` (comma-separated), `team_id`, `quantity` and `coupon_id`; ignores what is not well formed. */
export function orderQueryOf(search: URLSearchParams): OrderQuery {
  const bookingId = search.get('booking_id');
  if (bookingId !== null && ID.test(bookingId)) return { bookingId };
  const cartIds = (search.get('cart_ids') ?? '').split(',').filter((id) => ID.test(id));
  const teamId = search.get('team_id');
  const quantity = Number(search.get('quantity'));
  const couponId = search.get('coupon_id');
  return {
    ...(cartIds.length > 0 ? { cartIds } : {}),
    ...(teamId !== null && ID.test(teamId) ? { teamId } : {}),
    ...(Number.isInteger(quantity) && quantity > 0 && quantity < 1000 ? { quantity } : {}),
    ...(couponId !== null && ID.test(couponId) ? { couponId } : {}),
  };
}

/** The confirmOrder payload of a query (with another coupon, or none; with points or not). */
export function confirmParams(query: OrderQuery, couponId: string | null | undefined = query.couponId, usePoints = false) {
  if (query.bookingId !== undefined) return { booking_id: query.bookingId };
  return {
    ...(query.cartIds ? { cart_ids: query.cartIds } : {}),
    ...(query.teamId !== undefined ? { team_id: query.teamId } : {}),
    ...(query.quantity !== undefined ? { quantity: query.quantity } : {}),
    ...(couponId ? { coupon_id: couponId } : {}),
    ...(usePoints ? { use_points: 1 as const } : {}),
  };
}
