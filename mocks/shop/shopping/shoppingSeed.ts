import { onSignIn } from '../account/accountOps';
import type { SeedName } from '../seedNames';
import { joinGuestShopping } from './guestJoin';
import { seedShoppingRecords } from './seeds';
import type { ShoppingSlice } from './shoppingSlice';

// A guest who signs in brings the guest cart and coupons to the account: registered where the
// slice is seeded, so every shop that holds a shopping slice joins them at sign-in.
onSignIn(joinGuestShopping);

/** The shopping slice of a seed: the same accounts' data in every seed; the guest's cart only in `guest`. */
export function seedShopping(seed: SeedName): ShoppingSlice {
  return seedShoppingRecords(seed);
}
