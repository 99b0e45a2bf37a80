import { pageOfList } from '../../fixtures/paging';
import { requireAccount } from '../account/accountOps';
import { tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import { refundsOf } from './orderLists';
import { ownOrder } from './orderOps';
import { roundMoney } from './pricing';
import { canRefund, REFUNDABLE_STATUSES, refundableAmount } from './refundable';
import { pickUpSlots, REFUND_REASONS, RETURN_BRANCHES } from './refundCatalogue';
import type { OrderRecord, RefundRecord, RefundStatus, ReturnMethodRecord } from './shoppingSlice';
import { refuse, SHOPPING_MESSAGES } from './shoppingRules';

/** The first refund number a session hands out (the seeds are R-4001 to R-4003). */
export const FIRST_REFUND_NUMBER = 4_004;
/** Refunds per page of the refund list. */
export const REFUND_PAGE_SIZE = 10;
/** Statuses in which the shopper may still cancel a refund or choose how the goods go back. */
export const OPEN_REFUND_STATUSES: readonly RefundStatus[] = ['pending', 'approved'];

/** One of the signed-in shopper's refunds, or 404. */
export function ownRefund(state: ShopState, userId: number, refundId: string | undefined): ShopOutcome<RefundRecord> {
  const refund = state.shopping.refunds.find((candidate) => candidate.refund_id === refundId && candidate.owner === userId);
  return refund ?? refuse('notFound', SHOPPING_MESSAGES.refundNotFound);
}

function signedInRefund(state: ShopState, refundId: string | undefined): ShopOutcome<RefundRecord> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  return ownRefund(state, account.user.id, refundId);
}

/** getRefundOptions: an order that can be refunded, and what is left to refund on it. */
export function refundOptions(state: ShopState, input: { readonly orderId?: string | undefined }): ShopOutcome<{ order: OrderRecord; refundable: number }> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  const order = ownOrder(state, account.user.id, input.orderId);
  if (isFailure(order)) return order;
  if (!canRefund(state, order)) return refuse('refundNotAllowed', SHOPPING_MESSAGES.refundNotAllowed);
  return { order, refundable: refundableAmount(state, order) };
}

/** The request's own fields, checked against the order: lines of it, a known reason, an amount from 0.01 to what is left. */
interface RequestFields {
  readonly teamIds: readonly string[];
  readonly reasonId?: string | undefined;
  readonly amount?: number | undefined;
}

function checkRequest(order: OrderRecord, fields: RequestFields, refundable: number): ShopOutcome<{ teamIds: string[]; reasonId: string; amount: number }> {
  const teamIds = [...new Set(fields.teamIds)];
  if (teamIds.length === 0 || !teamIds.every((teamId) => order.items.some((item) => item.team_id === teamId))) {
    return refuse('refundNotAllowed', SHOPPING_MESSAGES.refundItems);
  }
  if (!REFUND_REASONS.some((reason) => reason.id === fields.reasonId)) return refuse('refundNotAllowed', SHOPPING_MESSAGES.refundReason);
  const amount = fields.amount === undefined ? NaN : roundMoney(fields.amount);
  if (!Number.isFinite(amount) || amount <= 0 || amount > refundable) return refuse('refundAmount', SHOPPING_MESSAGES.refundAmount);
  return { teamIds, reasonId: fields.reasonId ?? '', amount };
}

/**
 * submitRefund: a request on a paid, shipped or finished order of the shopper, for some of its
 * lines, never above what is left to refund (paid less the refunds already asked for). Pending.
 */
export function submitRefund(
  state: ShopState,
  input: RequestFields & { readonly orderId?: string | undefined; readonly remark?: string | undefined; readonly images?: readonly string[] | undefined },
): ShopOutcome<RefundRecord> {
  const options = refundOptions(state, input);
  if (isFailure(options)) return options;
  const fields = checkRequest(options.order, input, options.refundable);
  if (isFailure(fields)) return fields;
  const number = newId(state, 'refund', FIRST_REFUND_NUMBER);
  if (isFailure(number)) return number;
  const refund: RefundRecord = {
    refund_id: `R-${number}`,
    order_id: options.order.order_id,
    owner: options.order.owner,
    status: 'pending',
    team_ids: fields.teamIds,
    reason_id: fields.reasonId,
    amount: fields.amount,
    remark: input.remark?.trim() || null,
    images: [...(input.images ?? [])],
    created_at: tick(state.clock),
    reviewed_at: null,
    refunded_at: null,
    cancelled_at: null,
    return_method: null,
  };
  state.shopping.refunds.unshift(refund);
  return refund;
}

/**
 * modifyRefund: a pending request's lines, reason, amount (within what is left, this request's
 * own amount counted back in), note and photos; what is not sent stays.
 */
export function modifyRefund(
  state: ShopState,
  input: Partial<RequestFields> & {
    readonly refundId?: string | undefined;
    readonly remark?: string | undefined;
    readonly images?: readonly string[] | undefined;
  },
): ShopOutcome<RefundRecord> {
  const refund = signedInRefund(state, input.refundId);
  if (isFailure(refund)) return refund;
  if (refund.status !== 'pending') return refuse('refundState', SHOPPING_MESSAGES.refundState);
  const order = state.shopping.orders.find((candidate) => candidate.order_id === refund.order_id);
  if (!order || !REFUNDABLE_STATUSES.includes(order.status)) return refuse('refundNotAllowed', SHOPPING_MESSAGES.refundNotAllowed);
  const fields = checkRequest(
    order,
    { teamIds: input.teamIds && input.teamIds.length > 0 ? input.teamIds : refund.team_ids, reasonId: input.reasonId ?? refund.reason_id, amount: input.amount ?? refund.amount },
    refundableAmount(state, order, refund.refund_id),
  );
  if (isFailure(fields)) return fields;
  refund.team_ids = fields.teamIds;
  refund.reason_id = fields.reasonId;
  refund.amount = fields.amount;
  if (input.remark !== undefined) refund.remark = input.remark.trim() || null;
  if (input.images !== undefined) refund.images = [...input.images];
  tick(state.clock);
  return refund;
}

/** cancelRefund: a pending or approved request is withdrawn (its amount can be asked for again). */
export function cancelRefund(state: ShopState, input: { readonly refundId?: string | undefined }): ShopOutcome<RefundRecord> {
  const refund = signedInRefund(state, input.refundId);
  if (isFailure(refund)) return refund;
  if (!OPEN_REFUND_STATUSES.includes(refund.status)) return refuse('refundState', SHOPPING_MESSAGES.refundState);
  refund.status = 'cancelled';
  refund.cancelled_at = tick(state.clock);
  return refund;
}

/**
 * submitRefundReturn: how the goods of an open request go back — at one of the branches, or a
 * courier pick-up in one of the offered slots.
 */
export function chooseReturn(
  state: ShopState,
  input: {
    readonly refundId?: string | undefined;
    readonly bookType?: string | undefined;
    readonly branchId?: string | undefined;
    readonly pickupDate?: string | undefined;
    readonly pickupTime?: string | undefined;
  },
): ShopOutcome<RefundRecord> {
  const refund = signedInRefund(state, input.refundId);
  if (isFailure(refund)) return refund;
  if (!OPEN_REFUND_STATUSES.includes(refund.status)) return refuse('refundState', SHOPPING_MESSAGES.refundState);
  let method: ReturnMethodRecord;
  if (input.bookType === 'branch' && RETURN_BRANCHES.some((branch) => branch.id === input.branchId)) {
    method = { book_type: 'branch', branch_id: input.branchId ?? null, pickup_date: null, pickup_time: null };
  } else if (
    input.bookType === 'pickup' &&
    pickUpSlots(state.clock).some((slot) => slot.date === input.pickupDate && slot.times.includes(input.pickupTime ?? ''))
  ) {
    method = { book_type: 'pickup', branch_id: null, pickup_date: input.pickupDate ?? null, pickup_time: input.pickupTime ?? null };
  } else {
    return refuse('refundReturn', SHOPPING_MESSAGES.refundReturn);
  }
  refund.return_method = method;
  tick(state.clock);
  return refund;
}

/** getRefunds: the shopper's requests, newest first, a page at a time. */
export function listRefunds(state: ShopState, input: { readonly page?: number | undefined }) {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  return pageOfList(refundsOf(state, account.user.id), input.page ?? 1, REFUND_PAGE_SIZE);
}

/** getRefundDetail, getRefundBookTypes, getRefundPickUpSlots: one of the shopper's requests. */
export function refundOf(state: ShopState, input: { readonly refundId?: string | undefined }): ShopOutcome<RefundRecord> {
  return signedInRefund(state, input.refundId);
}
