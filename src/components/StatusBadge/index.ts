export { StatusBadge, STATUS_TONES } from './StatusBadge';
export type { StatusBadgeProps } from './StatusBadge';
export { BOOKING_STATUSES } from './StatusBadge.types';
export type { BookingStatus, StatusTone } from './StatusBadge.types';
