import type { FlowFailure } from '../shared/flowFailure';

/** The user's reservation refund as the screen shows it. */
export interface ReservationRefundView {
  readonly refundId: string | null;
  readonly orderId: string;
  /** pending (under review: may still be changed or withdrawn), approved, refunded, rejected, cancelled, none. */
  readonly status: string;
  readonly amount: number;
  readonly reason: string | null;
  readonly createdAt: string | null;
}

export interface ReservationRefundReason {
  readonly id: string;
  readonly text: string;
}

/** What may be chosen: the reasons, and the amount a refund returns. */
export interface ReservationRefundChoices {
  readonly reasons: readonly ReservationRefundReason[];
  readonly maxAmount: number;
}

/** What loadRefund gives: the current request (null when none was made) and the choices. */
export interface ReservationRefundLoaded {
  readonly refund: ReservationRefundView | null;
  readonly choices: ReservationRefundChoices;
}

export interface ReservationRefundApplyInput {
  readonly orderId: string;
  readonly reasonId: string;
  readonly amount: number;
  readonly remark: string;
}

export interface ReservationRefundModifyInput {
  readonly orderId: string;
  readonly reasonId: string;
  readonly remark: string;
}

/** The failure a screen shows. */
export type BookingRefundFailure = FlowFailure;
