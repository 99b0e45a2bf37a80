/** The order number of a reservation: `BK`, year and month of booking, then a running number (77001 → 2000). */
export function orderNumber(orderId: number, createdAt: string): string {
  return `BK${createdAt.slice(2, 4)}${createdAt.slice(5, 7)}${String(orderId - 75_001)}`;
}

/**
 * The voucher code of a reservation booked in this session: eight digits, 5 and the order id
 * (77007 → 50077007). Seeded codes start with 4 or 1, used seeded ones with 9.
 */
export function voucherCode(orderId: number): string {
  return String(50_000_000 + orderId);
}
