export { LikeButton } from './LikeButton';
export type { LikeButtonProps } from './LikeButton';
