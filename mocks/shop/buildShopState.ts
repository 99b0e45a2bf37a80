import { seedAccount } from './account/accountSlice';
import { seedBooking } from './booking/bookingSeed';
import { createClock } from './clock';
import type { SeedName } from './seedNames';
import { seedShopping } from './shopping/shoppingSeed';
import { seedSocial } from './social/socialSlice';
import type { ShopState } from './state';

/** A fresh shop from a named seed: the same seed always gives the same state. */
export function buildShopState(seed: SeedName = 'guest'): ShopState {
  return {
    seed,
    clock: createClock(),
    ids: {},
    created: 0,
    account: seedAccount(seed),
    shopping: seedShopping(seed),
    social: seedSocial(seed),
    booking: seedBooking(seed),
  };
}
