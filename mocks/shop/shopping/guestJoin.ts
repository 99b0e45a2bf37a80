import { isFailure } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import { cartOf, FIRST_CART_LINE_ID, isCartFull } from './cartLines';
import { addWhatFits } from './cartOps';
import { FIRST_WALLET_ID } from './couponOps';
import { GUEST_OWNER, ownerKeyOf } from './owners';
import type { CartLineRecord } from './shoppingSlice';

/** An add-on deal line moves over unless the account's cart already has that deal or is full. */
function moveDealLine(state: ShopState, owner: string, line: CartLineRecord): void {
  const cart = cartOf(state, owner);
  if (isCartFull(state, owner) || cart.some((other) => other.addbuy !== null && other.team_id === line.team_id)) return;
  const clash = cart.some((other) => other.cart_id === line.cart_id);
  const id = clash ? newId(state, 'cartLine', FIRST_CART_LINE_ID) : Number(line.cart_id);
  if (isFailure(id)) return;
  cart.push({ ...line, cart_id: String(id) });
}

/**
 * The sign-in hook (registered with onSignIn): the guest's cart joins the account's — lines of the
 * same team add up within limitNum and the stock, other lines are added while the cart has room —
 * and coupons the guest collected join the account's unless it already holds them unused.
 */
export function joinGuestShopping(state: ShopState, userId: number): void {
  const owner = ownerKeyOf(userId);
  for (const line of state.shopping.carts[GUEST_OWNER] ?? []) {
    if (line.addbuy !== null) {
      moveDealLine(state, owner, line);
      continue;
    }
    const before = cartOf(state, owner).length;
    addWhatFits(state, owner, line.team_id, line.quantity);
    const added = cartOf(state, owner)[before];
    if (added && cartOf(state, owner).length > before) {
      added.selected = line.selected;
      added.special_remark = line.special_remark;
    }
  }
  state.shopping.carts[GUEST_OWNER] = [];

  const guestWallet = state.shopping.wallets[GUEST_OWNER] ?? [];
  const wallet = (state.shopping.wallets[owner] ??= []);
  const held = new Set(wallet.filter((entry) => entry.used_at === null).map((entry) => entry.coupon_id));
  for (const entry of guestWallet.filter((candidate) => candidate.used_at === null && !held.has(candidate.coupon_id)).reverse()) {
    const id = newId(state, 'walletCoupon', FIRST_WALLET_ID);
    if (isFailure(id)) break;
    wallet.unshift({ ...entry, wallet_id: id });
  }
  state.shopping.wallets[GUEST_OWNER] = [];
}
