import { requireAccount } from '../account/accountOps';
import { nowText, tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import { catalogueCoupon, COUPON_CATALOGUE, couponInDate, type CatalogueCoupon } from './couponCatalogue';
import { currentOwner, type OwnerKey } from './owners';
import type { WalletCouponRecord } from './shoppingSlice';
import { refuse, SHOPPING_MESSAGES } from './shoppingRules';

/** The first wallet id a session hands out (the seeds use 1–8). */
export const FIRST_WALLET_ID = 100;

/** A held coupon's state: usable (unused, in date), used, or expired (unused, past its end_time). */
export type HeldCouponStatus = 'usable' | 'used' | 'expired';

/** A coupon as one shopper sees it: the coupon, its status for them and whether they hold it. */
export interface CouponView {
  readonly coupon: CatalogueCoupon;
  readonly status: HeldCouponStatus;
  readonly received: boolean;
}

export function walletOf(state: ShopState, owner: OwnerKey): WalletCouponRecord[] {
  const wallets = state.shopping.wallets;
  wallets[owner] ??= [];
  return wallets[owner];
}

export function heldStatus(state: ShopState, entry: WalletCouponRecord): HeldCouponStatus {
  if (entry.used_at !== null) return 'used';
  const coupon = catalogueCoupon(entry.coupon_id);
  return coupon && nowText(state.clock) <= coupon.end_time ? 'usable' : 'expired';
}

/** The owner's unused copy of a coupon (one at most), if any. */
export function unusedCopy(state: ShopState, owner: OwnerKey, couponId: string | undefined): WalletCouponRecord | undefined {
  return walletOf(state, owner).find((entry) => entry.coupon_id === couponId && entry.used_at === null);
}

function viewsOf(state: ShopState, owner: OwnerKey, statuses: readonly HeldCouponStatus[]): CouponView[] {
  return walletOf(state, owner).flatMap((entry) => {
    const coupon = catalogueCoupon(entry.coupon_id);
    const status = heldStatus(state, entry);
    return coupon && statuses.includes(status) ? [{ coupon, status, received: true }] : [];
  });
}

/** Coupons the shop hands out now that the owner does not hold unused (spec's "available"). */
export function claimableCoupons(state: ShopState, owner: OwnerKey): CouponView[] {
  const now = nowText(state.clock);
  return COUPON_CATALOGUE.filter((coupon) => couponInDate(coupon, now) && !unusedCopy(state, owner, coupon.id)).map((coupon) => ({
    coupon,
    status: 'usable' as const,
    received: false,
  }));
}

/** getMyCoupons: the signed-in shopper's coupons of one status (usable by default), or the claimable ones. */
export function myCoupons(state: ShopState, input: { readonly status?: string | undefined }): ShopOutcome<CouponView[]> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  const owner = currentOwner(state);
  if (input.status === 'available') return claimableCoupons(state, owner);
  const status = input.status === 'used' || input.status === 'expired' ? input.status : 'usable';
  return viewsOf(state, owner, [status]);
}

/** getCouponHistory: used, then expired. */
export function couponHistory(state: ShopState): ShopOutcome<CouponView[]> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  const owner = currentOwner(state);
  return [...viewsOf(state, owner, ['used']), ...viewsOf(state, owner, ['expired'])];
}

/** A coupon of the shop, as the current owner (a guest too) sees it. */
function viewFor(state: ShopState, owner: OwnerKey, coupon: CatalogueCoupon): CouponView {
  const held = unusedCopy(state, owner, coupon.id);
  if (held) return { coupon, status: heldStatus(state, held), received: true };
  return { coupon, status: couponInDate(coupon, nowText(state.clock)) || nowText(state.clock) < coupon.start_time ? 'usable' : 'expired', received: false };
}

/** getCouponDetail (public): the coupon, and whether this visitor holds it. */
export function couponDetail(state: ShopState, input: { readonly id?: string | undefined }): ShopOutcome<CouponView> {
  const coupon = catalogueCoupon(input.id);
  if (!coupon) return refuse('notFound', SHOPPING_MESSAGES.couponNotFound);
  return viewFor(state, currentOwner(state), coupon);
}

/** The coupons the cart offers (get_cart_related_coupon), as the owner sees them. */
export function cartCoupons(state: ShopState): CouponView[] {
  const owner = currentOwner(state);
  const now = nowText(state.clock);
  return COUPON_CATALOGUE.filter((coupon) => coupon.inCart && couponInDate(coupon, now)).map((coupon) => viewFor(state, owner, coupon));
}

/**
 * receiveCoupon: claims a coupon for the signed-in shopper. Refused: an unknown coupon (404), one
 * out of its dates, and a second claim while the first copy is unused.
 */
export function receiveCoupon(state: ShopState, input: { readonly couponId?: string | undefined }): ShopOutcome<CouponView> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  const coupon = catalogueCoupon(input.couponId);
  if (!coupon) return refuse('notFound', SHOPPING_MESSAGES.couponNotFound);
  if (!couponInDate(coupon, nowText(state.clock))) return refuse('couponExpired', SHOPPING_MESSAGES.couponExpired);
  const owner = currentOwner(state);
  if (unusedCopy(state, owner, coupon.id)) return refuse('couponClaimed', SHOPPING_MESSAGES.couponClaimed);
  const id = newId(state, 'walletCoupon', FIRST_WALLET_ID);
  if (isFailure(id)) return id;
  const at = tick(state.clock);
  walletOf(state, owner).unshift({ wallet_id: id, coupon_id: coupon.id, claimed_at: at, used_at: null, order_id: null });
  return { coupon, status: 'usable', received: true };
}

/** The owner's usable coupon for an order, or why it cannot be used on `goods` baht. */
export function couponForOrder(state: ShopState, owner: OwnerKey, couponId: string, goods: number): ShopOutcome<CatalogueCoupon> {
  const held = unusedCopy(state, owner, couponId);
  const coupon = catalogueCoupon(couponId);
  if (!held || !coupon) return refuse('couponNotHeld', SHOPPING_MESSAGES.couponNotHeld);
  if (!couponInDate(coupon, nowText(state.clock))) return refuse('couponExpired', SHOPPING_MESSAGES.couponExpired);
  if (goods < coupon.money) return refuse('couponMinimum', SHOPPING_MESSAGES.couponMinimum);
  return coupon;
}

/** The owner's usable coupons whose minimum spend `goods` reaches (the order quote offers them). */
export function couponsForGoods(state: ShopState, owner: OwnerKey, goods: number): CatalogueCoupon[] {
  const now = nowText(state.clock);
  return walletOf(state, owner).flatMap((entry) => {
    const coupon = catalogueCoupon(entry.coupon_id);
    return entry.used_at === null && coupon && couponInDate(coupon, now) && goods >= coupon.money ? [coupon] : [];
  });
}

/** Marks the owner's unused copy used on an order (submit does it). */
export function spendCoupon(state: ShopState, owner: OwnerKey, couponId: string, orderId: string, at: string): void {
  const held = unusedCopy(state, owner, couponId);
  if (!held) return;
  held.used_at = at;
  held.order_id = orderId;
}

/** The owner's usable coupons (the account centre's coupon count). */
export function usableCouponCount(state: ShopState, owner: OwnerKey): number {
  return viewsOf(state, owner, ['usable']).length;
}
