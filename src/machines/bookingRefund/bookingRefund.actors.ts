import { fromCall } from '../shared/fromCall';
import {
  applyReservationRefund,
  cancelReservationRefund,
  getReservationRefund,
  getReservationRefundOption,
  modifyReservationRefund,
  type ApiClient,
} from '../../api';
import type {
  ReservationRefundApplyInput,
  ReservationRefundLoaded,
  ReservationRefundModifyInput,
  ReservationRefundView,
} from './bookingRefund.types';

interface RawRefund {
  readonly refund_id?: string | null;
  readonly order_id: string;
  readonly status: string;
  readonly amount: number;
  readonly reason?: string | null;
  readonly created_at?: string | null;
}

function toView(raw: RawRefund): ReservationRefundView {
  return {
    refundId: raw.refund_id ?? null,
    orderId: raw.order_id,
    status: raw.status,
    amount: raw.amount,
    reason: raw.reason ?? null,
    createdAt: raw.created_at ?? null,
  };
}

/** The real effects of the reservation refund: the user_reservation/order_refund endpoints. */
export function createBookingRefundActors(client: ApiClient) {
  return {
    loadRefund: fromCall<ReservationRefundLoaded, { orderId: string }>(async ({ input, signal }) => {
      const params = { order_id: input.orderId };
      const [detail, option] = await Promise.all([
        getReservationRefund(client, params, { signal, suppressToast: true }),
        getReservationRefundOption(client, params, { signal, suppressToast: true }),
      ]);
      if (!detail.ok) throw detail;
      if (!option.ok) throw option;
      return {
        refund: toView(detail.data),
        choices: {
          reasons: option.data.reasons.map((reason) => ({ id: reason.id, text: reason.text })),
          maxAmount: option.data.max_amount,
        },
      };
    }),
    applyRefund: fromCall<ReservationRefundView, ReservationRefundApplyInput>(async ({ input, signal }) => {
      const result = await applyReservationRefund(
        client,
        { order_id: input.orderId, reason_id: input.reasonId, amount: input.amount, ...(input.remark ? { remark: input.remark } : {}) },
        { signal, suppressToast: true },
      );
      if (!result.ok) throw result;
      return toView(result.data);
    }),
    modifyRefund: fromCall<ReservationRefundView, ReservationRefundModifyInput>(async ({ input, signal }) => {
      const result = await modifyReservationRefund(
        client,
        { order_id: input.orderId, reason_id: input.reasonId, ...(input.remark ? { remark: input.remark } : {}) },
        { signal, suppressToast: true },
      );
      if (!result.ok) throw result;
      return toView(result.data);
    }),
    cancelRefund: fromCall<void, { orderId: string }>(async ({ input, signal }) => {
      const result = await cancelReservationRefund(client, { order_id: input.orderId }, { signal, suppressToast: true });
      if (!result.ok) throw result;
    }),
  };
}
