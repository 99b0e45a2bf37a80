export { MembershipBadge } from './MembershipBadge';
export type { MembershipBadgeProps, MembershipTone } from './MembershipBadge';
