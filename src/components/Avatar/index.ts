export { Avatar } from './Avatar';
export type { AvatarProps } from './Avatar';
export type { AvatarSize } from './Avatar.types';
export { initials } from './initials';
