/**
 * Where the shopper stands with a coupon: `claimable` (Claim), `claiming` (the claim request runs),
 * `usable` (claimed, not yet used: Use), `expired` and `used` (greyed, no action).
 */
export type CouponCardState = 'claimable' | 'claiming' | 'usable' | 'expired' | 'used';
