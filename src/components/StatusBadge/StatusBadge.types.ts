/** The states of a booking or an order, as the booking pages show them. */
export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'refunding',
  'refunded',
  'expired',
] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export type StatusTone = 'warning' | 'info' | 'success' | 'danger' | 'brand' | 'neutral';
