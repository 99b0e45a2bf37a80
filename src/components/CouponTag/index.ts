export { CouponTag } from './CouponTag';
export type { CouponTagProps } from './CouponTag';
export type { CouponOffer, CouponType } from './CouponTag.types';
export { couponText } from './couponText';
