export { CouponCard } from './CouponCard';
export type { CouponCardProps } from './CouponCard';
export type { CouponCardState } from './CouponCard.types';
