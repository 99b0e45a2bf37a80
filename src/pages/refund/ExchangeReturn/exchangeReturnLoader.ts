import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from '../../routeModule';
import { loadError, type RefundLoadProblem } from '../shared/refundData';
import { callRefunds, refundSummaryOf, type RefundSummary } from '../shared/refundPages';

/** How many of the shopper's latest requests the policy page lists (the rest are on the refund list). */
export const LATEST_REQUESTS = 3;

/**
 * What the exchange and return page loads: the policy is always there; a signed-in shopper's
 * latest requests (and whether there are more), or nothing for a guest.
 */
export type ExchangeReturnData =
  | { readonly kind: 'ok'; readonly signedIn: true; readonly requests: readonly RefundSummary[]; readonly more: boolean }
  | { readonly kind: 'ok'; readonly signedIn: false }
  | RefundLoadProblem;

/** Exchange_Return.php: the policy for everyone, the shopper's latest requests when signed in (a guest is not sent away). */
export async function exchangeReturnLoader({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<ExchangeReturnData> {
  const result = await callRefunds(client, 1, request.signal);
  if (!result.ok) {
    if (result.kind === 'login') return { kind: 'ok', signedIn: false };
    return loadError({ kind: result.kind, ...(result.message !== undefined ? { message: result.message } : {}) });
  }
  const all = result.data.list.map(refundSummaryOf);
  return { kind: 'ok', signedIn: true, requests: all.slice(0, LATEST_REQUESTS), more: all.length > LATEST_REQUESTS || result.data.paging?.has_more === true };
}
