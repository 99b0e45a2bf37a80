import type { PageLoader } from '../../lazyLoader';
import { getPoints, type ApiClient } from '../../../api';
import { loadedOrLeave } from '../../shared/login';
import type { LoadedPage, PageResult } from '../../shared/paging';

/** One line of the points ledger as the page shows it. */
export interface PointsLine {
  readonly id: string;
  /** What the points were for, in the shopper's language (the backend names it). */
  readonly title: string;
  /** Points in (positive: earned) or out (negative: spent, redeemed, expired). */
  readonly change: number;
  /** When, as the backend sent it (Bangkok wall time without a zone). */
  readonly at: string;
}

/** What the points loader returns: the balance and the ledger's first page, or a failure with retry (a guest was sent to login). */
export type PointsData =
  | {
      readonly kind: 'ok';
      readonly balance: number;
      /** Points that expire next (never more than the balance); 0 when none. */
      readonly expiring: number;
      /** When they expire, when the answer says. */
      readonly expireAt: string | null;
      /** The ledger's first page; the next pages load as the shopper scrolls. */
      readonly first: LoadedPage<PointsLine>;
    }
  | { readonly kind: 'error' };

type PointsResult = Awaited<ReturnType<typeof getPoints>>;
type PointsAnswer = Extract<PointsResult, { ok: true }>['data'];

function call(client: ApiClient, page: number, signal?: AbortSignal): Promise<PointsResult> {
  return getPoints(client, { page }, { suppressToast: true, ...(signal ? { signal } : {}) });
}

function toPage(answer: PointsAnswer, page: number): LoadedPage<PointsLine> {
  const items = answer.list.map((line) => ({ id: String(line.id), title: String(line.title), change: Number(line.change), at: line.created_at }));
  const paging = answer.paging;
  let hasMore = false;
  if (items.length > 0 && paging) {
    if (paging.has_more !== undefined) hasMore = Boolean(paging.has_more);
    else if (paging.total !== undefined && paging.page_size !== undefined) hasMore = page * Number(paging.page_size) < Number(paging.total);
  }
  return { ok: true, items, page, hasMore };
}

/**
 * The points page's loader: balance, next expiry and the ledger's first page. A guest (401) is sent
 * to login and back (loadedOrLeave); any other failure is a value the page shows with a retry.
 */
export async function loadPoints(client: ApiClient, request: Request): Promise<PointsData> {
  const loaded = await loadedOrLeave(await call(client, 1, request.signal), client, request);
  if (!loaded.ok) return { kind: 'error' };
  const { data } = loaded;
  const balance = Math.max(0, Number(data.balance) || 0);
  return {
    kind: 'ok',
    balance,
    expiring: Math.min(balance, Math.max(0, Number(data.expiring ?? 0) || 0)),
    expireAt: data.expire_at ?? null,
    first: toPage(data, 1),
  };
}

/** Page `page` (from 1) of the ledger, for the growing list (a failure offers a retry). */
export async function fetchPointsPage(client: ApiClient, page: number, signal?: AbortSignal): Promise<PageResult<PointsLine>> {
  const result = await call(client, page, signal);
  return result.ok ? toPage(result.data, page) : { ok: false };
}

export const pointsLineKey = (line: PointsLine): string => line.id;

/** The route's loader (loaded on its first call through lazyLoader, so the first load holds none of its calls). */
export const pointsLoader: PageLoader = ({ request }, { client }) => loadPoints(client, request);
