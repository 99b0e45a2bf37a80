/**
 * The named seeds a story, a test or a server starts from (`parameters.shop = { seed }`, `MOCK_SEED`):
 * guest — nobody signed in, a guest cart;
 * shopper — the demo account (orders in every status, coupons, points, reviews);
 * newShopper — a fresh account with nothing yet;
 * tourist — a Chinese tourist signed in with WeChat;
 * merchant — a booking provider with stores, staff, services, orders and income.
 * Every seed holds the same shop and the same accounts; it differs in who is signed in.
 */
export const SEED_NAMES = ['guest', 'shopper', 'newShopper', 'tourist', 'merchant'] as const;
export type SeedName = (typeof SEED_NAMES)[number];

export function isSeedName(value: unknown): value is SeedName {
  return typeof value === 'string' && (SEED_NAMES as readonly string[]).includes(value);
}

/** The accounts of the shop (ids match the user fixtures); the seed signs one of them in. */
export const ACCOUNT_IDS = {
  shopper: 900_101,
  newShopper: 900_102,
  tourist: 900_103,
  merchant: 900_104,
} as const;
export type AccountKey = keyof typeof ACCOUNT_IDS;

/** Who a seed signs in (null: a guest). */
export function seedUserId(seed: SeedName): number | null {
  return seed === 'guest' ? null : ACCOUNT_IDS[seed];
}
