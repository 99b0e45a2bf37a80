import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from '../../routeModule';
import { loadedOrLeave } from '../../shared/login';
import type { LoadedPage } from '../../shared/paging';
import { loadError, type RefundLoadProblem } from '../shared/refundData';
import { callRefunds, refundPageOf, type RefundSummary } from '../shared/refundPages';

export type RefundListData = { readonly kind: 'ok'; readonly first: LoadedPage<RefundSummary> } | RefundLoadProblem;

/** refund_list.php: the first page of the shopper's refunds, newest first. A guest is sent to sign in and back. */
export async function refundListLoader({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<RefundListData> {
  const loaded = await loadedOrLeave(await callRefunds(client, 1, request.signal), client, request);
  if (!loaded.ok) return loadError(loaded.failure);
  return { kind: 'ok', first: refundPageOf(loaded.data, 1) };
}
