import { getRefunds, type ApiClient, type Refund } from '../../../api';
import type { LoadedPage, PageResult } from '../../shared/paging';

/** A refund as the lists show it. */
export interface RefundSummary {
  readonly refundId: string;
  readonly orderId: string;
  readonly status: string;
  readonly statusText: string | null;
  readonly amount: number;
  /** The first line's product, its picture, and how many lines the request has. */
  readonly product: string;
  readonly image: string | null;
  readonly itemCount: number;
  readonly createdAt: string;
}

export type RefundsResult = Awaited<ReturnType<typeof getRefunds>>;
type RefundsAnswer = Extract<RefundsResult, { ok: true }>['data'];

export function refundSummaryOf(refund: Refund): RefundSummary {
  const first = refund.items[0];
  return {
    refundId: refund.refund_id,
    orderId: refund.order_id,
    status: refund.status,
    statusText: refund.status_text ?? null,
    amount: refund.amount,
    product: first?.product ?? '',
    image: first?.image1 ?? null,
    itemCount: refund.items.length,
    createdAt: refund.created_at,
  };
}

/** One answered page of refunds, and whether another follows (has_more, else total and page size). */
export function refundPageOf(answer: RefundsAnswer, page: number): LoadedPage<RefundSummary> {
  const items = answer.list.map(refundSummaryOf);
  const { paging } = answer;
  let hasMore = false;
  if (items.length > 0 && paging) {
    if (paging.has_more !== undefined) hasMore = paging.has_more;
    else if (paging.total !== undefined && paging.page_size !== undefined) hasMore = page * paging.page_size < paging.total;
  }
  return { ok: true, items, page, hasMore };
}

export function callRefunds(client: ApiClient, page: number, signal?: AbortSignal): Promise<RefundsResult> {
  return getRefunds(client, { page }, { suppressToast: true, ...(signal ? { signal } : {}) });
}

/** Page `page` (from 1) of the refunds, for the growing list (a failure offers a retry). */
export async function fetchRefundPage(client: ApiClient, page: number, signal?: AbortSignal): Promise<PageResult<RefundSummary>> {
  const result = await callRefunds(client, page, signal);
  return result.ok ? refundPageOf(result.data, page) : { ok: false };
}

export const refundKey = (refund: RefundSummary): string => refund.refundId;
