import type { PageLoader } from '../../lazyLoader';
import { getBloggerCashback, type ApiClient } from '../../../api';
import { loadedOrLeave } from '../../shared/login';

/** Cashback for one post and one product. */
export interface CashbackLine {
  readonly id: string;
  readonly post: string;
  readonly product: string;
  /** THB. */
  readonly amount: number;
  readonly at: string;
}

/** One withdrawal to the blogger's bank account. */
export interface CashbackWithdrawal {
  readonly id: string;
  /** THB. */
  readonly amount: number;
  readonly status: 'pending' | 'paid' | 'failed';
  readonly at: string;
}

/** The totals in THB: earned, withdrawn (paid or on the way) and left to withdraw. */
export interface CashbackTotals {
  readonly total: number;
  readonly withdrawn: number;
  readonly available: number;
}

export type BloggerCashbackData =
  | { readonly kind: 'ok'; readonly totals: CashbackTotals; readonly lines: readonly CashbackLine[]; readonly withdrawals: readonly CashbackWithdrawal[] }
  | { readonly kind: 'error' };

const baht = (value: number): number => (Number.isFinite(value) ? Math.max(0, value) : 0);

/** The cashback page's loader (a guest, 401, is sent to login and back). */
export async function loadBloggerCashback(client: ApiClient, request: Request): Promise<BloggerCashbackData> {
  const loaded = await loadedOrLeave(await getBloggerCashback(client, {}, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return { kind: 'error' };
  const data = loaded.data;
  return {
    kind: 'ok',
    totals: { total: baht(data.total), withdrawn: baht(data.withdrawn), available: baht(data.available) },
    lines: data.lines.map((line) => ({ id: line.id, post: line.post_title, product: line.product_name, amount: baht(line.amount), at: line.created_at })),
    withdrawals: data.withdrawals.map((withdrawal) => ({ id: withdrawal.id, amount: baht(withdrawal.amount), status: withdrawal.status, at: withdrawal.created_at })),
  };
}

/** The route's loader (loaded on its first call through lazyLoader, so the first load holds none of its calls). */
export const bloggerCashbackLoader: PageLoader = ({ request }, { client }) => loadBloggerCashback(client, request);
