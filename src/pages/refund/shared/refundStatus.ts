import type { TagTone } from '../../../components/Tag';

/** The refund statuses the pages know (pending → approved → refunded; or cancelled by the shopper). */
export const REFUND_STATUSES = ['pending', 'approved', 'refunded', 'cancelled'] as const;
export type KnownRefundStatus = (typeof REFUND_STATUSES)[number];

export function knownStatus(status: string): KnownRefundStatus | null {
  return (REFUND_STATUSES as readonly string[]).includes(status) ? (status as KnownRefundStatus) : null;
}

/** Statuses in which the shopper may still cancel or choose how the goods go back. */
export const isOpen = (status: string): boolean => status === 'pending' || status === 'approved';
/** Only a request nobody has reviewed yet may be changed. */
export const isModifiable = (status: string): boolean => status === 'pending';

export const STATUS_TONE: Readonly<Record<KnownRefundStatus, TagTone>> = {
  pending: 'warning',
  approved: 'info',
  refunded: 'success',
  cancelled: 'neutral',
};
