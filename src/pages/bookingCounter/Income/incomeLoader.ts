import { getIncome, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { merchantOrLeave, type CounterProblem } from '../shared';
import { periodOf, toPayout, type IncomePeriod, type Payout } from './incomeBuckets';

/** The lines the page reads (the provider's income is short: one page of them). */
const PAGE_SIZE = 100;

export type IncomeData =
  | {
      readonly kind: 'ok';
      readonly total: number;
      readonly settled: number;
      readonly pending: number;
      readonly payouts: readonly Payout[];
      readonly period: IncomePeriod;
    }
  | CounterProblem;

/** /m/booking/income?period=day|week|month: the totals and every income line (income), behind the merchant gate. */
export async function loadIncome(client: ApiClient, request: Request): Promise<IncomeData> {
  const period = periodOf(new URL(request.url).searchParams.get('period'));
  const loaded = await merchantOrLeave(client, request, () => getIncome(client, { page: 1, page_size: PAGE_SIZE }, { suppressToast: true, signal: request.signal }));
  if (!loaded.ok) return loaded.problem;
  const { total, settled, pending, list } = loaded.data;
  return { kind: 'ok', total: Number(total), settled: Number(settled), pending: Number(pending), payouts: list.map(toPayout), period };
}

export const incomeLoader: PageLoader = ({ request }, { client }) => loadIncome(client, request);
