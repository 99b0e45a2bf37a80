export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export type { BadgeTone } from './Badge.types';
export { formatBadgeCount, MAX_BADGE_COUNT } from './badgeCount';
