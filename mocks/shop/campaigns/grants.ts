import { tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import { FIRST_WALLET_ID, walletOf } from '../shopping/couponOps';
import { ownerKeyOf } from '../shopping/owners';
import { changePoints } from '../shopping/pointsOps';

/** Puts a copy of a catalogue coupon in the user's coupons (a prize: held even when a copy is already held). */
export function grantCoupon(state: ShopState, userId: number, couponId: string, at: string): ShopOutcome<number> {
  const id = newId(state, 'walletCoupon', FIRST_WALLET_ID);
  if (isFailure(id)) return id;
  walletOf(state, ownerKeyOf(userId)).unshift({ wallet_id: id, coupon_id: couponId, claimed_at: at, used_at: null, order_id: null });
  return id;
}

/** Moves the user's points by `change` with a lucky-draw ledger line; a spend above the balance is refused. */
export function drawPoints(state: ShopState, userId: number, change: number): ShopOutcome<unknown> {
  return changePoints(state, ownerKeyOf(userId), { change, kind: 'lucky_draw', orderId: null, at: tick(state.clock) });
}
