import type { LoaderFunctionArgs } from 'react-router';
import { getCredit, type ApiClient, type Credit } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { loadedOrLeave } from '../../shared/login';
import type { LoadedPage, PageResult } from '../../shared/paging';

/** One line of the credit history as the page shows it. */
export interface CreditLine {
  readonly id: string;
  /** What the credit was for, in the shopper's language (the backend names it). */
  readonly title: string;
  /** Baht in (positive: a refund paid as credit) or out (negative: used on an order). */
  readonly change: number;
  /** When, as the backend sent it (Bangkok wall time without a zone). */
  readonly at: string;
}

/** What the credit loader returns: the balance and the history's first page, or a failure with retry (a guest was sent to login). */
export type MyCreditData =
  | { readonly kind: 'ok'; readonly balance: number; readonly first: LoadedPage<CreditLine> }
  | { readonly kind: 'error'; readonly message?: string };

type CreditResult = Awaited<ReturnType<typeof getCredit>>;

function call(client: ApiClient, page: number, signal?: AbortSignal): Promise<CreditResult> {
  return getCredit(client, { page }, { suppressToast: true, ...(signal ? { signal } : {}) });
}

/** One answered page of the history, and whether another follows (has_more, else total and page size). */
export function creditPageOf(answer: Credit, page: number): LoadedPage<CreditLine> {
  const items = answer.list.map((line) => ({ id: line.id, title: line.title, change: line.change, at: line.created_at }));
  const { paging } = answer;
  let hasMore = false;
  if (items.length > 0 && paging) {
    if (paging.has_more !== undefined) hasMore = paging.has_more;
    else if (paging.total !== undefined && paging.page_size !== undefined) hasMore = page * paging.page_size < paging.total;
  }
  return { ok: true, items, page, hasMore };
}

/**
 * The store-credit page's loader (spec §2 /m/account/my_credit.php): the balance and the history's
 * first page. A guest (401) is sent to login and back; any other failure is a value with a retry.
 */
export async function myCreditLoader({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<MyCreditData> {
  const loaded = await loadedOrLeave(await call(client, 1, request.signal), client, request);
  if (!loaded.ok) return { kind: 'error', ...(loaded.failure.message !== undefined ? { message: loaded.failure.message } : {}) };
  return { kind: 'ok', balance: loaded.data.balance, first: creditPageOf(loaded.data, 1) };
}

/** Page `page` (from 1) of the history, for the growing list (a failure offers a retry). */
export async function fetchCreditPage(client: ApiClient, page: number, signal?: AbortSignal): Promise<PageResult<CreditLine>> {
  const result = await call(client, page, signal);
  return result.ok ? creditPageOf(result.data, page) : { ok: false };
}

export const creditLineKey = (line: CreditLine): string => line.id;
