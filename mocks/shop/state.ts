import type { AccountSlice } from './account/accountSlice';
import type { BookingSlice } from './booking/bookingSlice';
import type { ShopClock } from './clock';
import type { SeedName } from './seedNames';
import type { ShoppingSlice } from './shopping/shoppingSlice';
import type { SocialSlice } from './social/socialSlice';

/**
 * A shop as the handlers see it: one story's, test's or session's own, or one session's view of
 * the shared world (mocks/shop/sessionView.ts). A shop of its own is plain data (no functions, no
 * class instances), so a seed is rebuilt rather than copied, and a test can compare states. Records
 * keep ids and locale-free values; handlers render them in the language a request asks for with the
 * fixture builders.
 */
export interface ShopState {
  readonly seed: SeedName;
  readonly clock: ShopClock;
  /** The last number handed out per id kind (`order`, `cartLine`, …). */
  readonly ids: Record<string, number>;
  /** Entities this shop created (bounded by `createdCap`, else SHOP_LIMITS.maxCreatedPerSession). */
  created: number;
  /** The entity cap of a shop other than one session's (the shared world's SHOP_LIMITS.maxCreatedInWorld). */
  readonly createdCap?: number;
  /** Accounts, who is signed in, profiles, settings, addresses, saved cards, one-time codes. */
  readonly account: AccountSlice;
  /** Cart, orders with their status history, coupons, points ledger, membership levels, refunds. */
  readonly shopping: ShoppingSlice;
  /** Favourites, follows, likes, reviews, reminders, community, blogger programme, campaigns. */
  readonly social: SocialSlice;
  /** Services, stores, staff, time slots, reservations, vouchers, income and booking refunds. */
  readonly booking: BookingSlice;
}
