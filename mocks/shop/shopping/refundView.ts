import type { z } from 'zod';
import type { refundDetailSchema, refundMethodsSchema, refundOptionsSchema, refundSchema } from '../../../src/api/schemas/refund';
import { pickText, type MockLocale, type Trilingual } from '../../fixtures/locale';
import type { ShopState } from '../state';
import { renderOrderItem } from './orderView';
import { OPEN_REFUND_STATUSES } from './refundOps';
import { REFUND_REASONS, RETURN_METHODS } from './refundCatalogue';
import type { OrderRecord, RefundRecord, RefundStatus } from './shoppingSlice';

export const REFUND_STATUS_TEXT: Readonly<Record<RefundStatus, Trilingual>> = {
  pending: { th: 'รอตรวจสอบ', en: 'Under review', zh: '审核中' },
  approved: { th: 'อนุมัติแล้ว', en: 'Approved', zh: '已同意' },
  refunded: { th: 'คืนเงินแล้ว', en: 'Refunded', zh: '已退款' },
  cancelled: { th: 'ยกเลิกแล้ว', en: 'Cancelled', zh: '已取消' },
};

const STEP_TITLES = {
  requested: { th: 'ส่งคำขอคืนเงิน', en: 'Request sent', zh: '提交申请' },
  reviewed: { th: 'ร้านค้าตรวจสอบ', en: 'Shop review', zh: '商家审核' },
  refunded: { th: 'คืนเงินเข้าบัญชี', en: 'Money returned', zh: '退款到账' },
  cancelled: { th: 'ยกเลิกคำขอแล้ว', en: 'Request cancelled', zh: '已取消申请' },
} as const satisfies Record<string, Trilingual>;

function reasonText(reasonId: string, locale: MockLocale): string {
  const reason = REFUND_REASONS.find((candidate) => candidate.id === reasonId);
  return reason ? pickText(reason.text, locale) : '';
}

/** The order's lines a request names (their quantity and price as ordered). */
function refundItems(state: ShopState, refund: RefundRecord, locale: MockLocale) {
  const order = state.shopping.orders.find((candidate) => candidate.order_id === refund.order_id);
  return (order?.items ?? []).filter((item) => refund.team_ids.includes(item.team_id)).map((item) => renderOrderItem(item, locale));
}

/** A refund of the refund list, as buildRefund builds it. */
export function renderRefund(state: ShopState, refund: RefundRecord, locale: MockLocale): z.input<typeof refundSchema> {
  return {
    refund_id: refund.refund_id,
    order_id: refund.order_id,
    status: refund.status,
    status_text: pickText(REFUND_STATUS_TEXT[refund.status], locale),
    amount: refund.amount,
    reason: reasonText(refund.reason_id, locale),
    items: refundItems(state, refund, locale),
    created_at: refund.created_at,
  };
}

/** A refund with its steps (sent, the shop's review, money returned; or sent, cancelled) and return method. */
export function renderRefundDetail(state: ShopState, refund: RefundRecord, locale: MockLocale): z.input<typeof refundDetailSchema> {
  const step = (title: Trilingual, time: string | null) => ({ title: pickText(title, locale), time, done: time === null ? 0 : 1 });
  const steps =
    refund.status === 'cancelled'
      ? [step(STEP_TITLES.requested, refund.created_at), step(STEP_TITLES.cancelled, refund.cancelled_at)]
      : [step(STEP_TITLES.requested, refund.created_at), step(STEP_TITLES.reviewed, refund.reviewed_at), step(STEP_TITLES.refunded, refund.refunded_at)];
  return { ...renderRefund(state, refund, locale), steps, return_method: refund.return_method?.book_type ?? null };
}

/** getRefundOptions: the reasons, what is left to refund and the order's lines. */
export function renderRefundOptions(order: OrderRecord, refundable: number, locale: MockLocale): z.input<typeof refundOptionsSchema> {
  return {
    reasons: REFUND_REASONS.map((reason) => ({ id: Number(reason.id), text: pickText(reason.text, locale) })),
    max_amount: refundable,
    items: order.items.map((item) => renderOrderItem(item, locale)),
  };
}

/** getRefundBookTypes: both return methods, offered while the request is open. */
export function renderReturnMethods(refund: RefundRecord, locale: MockLocale): z.input<typeof refundMethodsSchema> {
  const open = OPEN_REFUND_STATUSES.includes(refund.status);
  return { list: RETURN_METHODS.map((method) => ({ code: method.code, name: pickText(method.name, locale), enabled: open ? 1 : 0 })) };
}
