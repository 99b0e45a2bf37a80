import type { ReservationRefund } from '../../../api';

export const REFUND_STATUSES = ['pending', 'refunded', 'rejected', 'cancelled', 'closed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number] | 'other';

/** A customer's refund request as the merchant reviews it. */
export interface CounterRefund {
  readonly refundId: string;
  readonly orderId: string;
  readonly status: RefundStatus;
  readonly amount: number;
  readonly reason: string | null;
  readonly createdAt: string | null;
}

export function toCounterRefund(refund: ReservationRefund): CounterRefund | null {
  if (refund.refund_id === null || refund.refund_id === undefined) return null;
  const status = (REFUND_STATUSES as readonly string[]).includes(refund.status) ? (refund.status as RefundStatus) : 'other';
  return {
    refundId: String(refund.refund_id),
    orderId: String(refund.order_id),
    status,
    amount: Number(refund.amount),
    reason: refund.reason ?? null,
    createdAt: refund.created_at ?? null,
  };
}
