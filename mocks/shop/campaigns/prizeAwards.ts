import { isFailure } from '../failure';
import { signedInId } from '../social/account';
import type { ShopState } from '../state';
import { tick } from '../clock';
import { drawPoints, grantCoupon } from './grants';

/** The coupon of the shop's catalogue each coupon prize is (prize_id → coupon id). */
const PRIZE_COUPONS: Readonly<Record<number, string>> = { 1: 'C-3001', 4: 'C-3007' };
/** The points each points prize is worth (prize_id → points). */
const PRIZE_POINTS: Readonly<Record<number, number>> = { 3: 200 };

/**
 * A game or zodiac-box prize lands with the signed-in shopper: a coupon prize in their coupons
 * (/m/mycoupon.php, a copy even when one is held), a points prize in their points. Other prizes
 * (products) are sent by the shop and change nothing here.
 */
export function awardPrize(state: ShopState, prizeId: number): void {
  const userId = signedInId(state);
  if (isFailure(userId)) return;
  const couponId = PRIZE_COUPONS[prizeId];
  if (couponId) grantCoupon(state, userId, couponId, tick(state.clock));
  const points = PRIZE_POINTS[prizeId];
  if (points) drawPoints(state, userId, points);
}
