/** The product page's own forms (they post to the product's action, see productAction.ts). */
export const LIKE_INTENT = 'like';
export const CLAIM_COUPON_INTENT = 'claimCoupon';

/** The click already ran the change (the page's own handler): the form's submit has nothing left to do. */
export const clickRanIt = (): void => undefined;
