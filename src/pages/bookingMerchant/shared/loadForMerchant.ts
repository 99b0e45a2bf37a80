import { redirect } from 'react-router';
import type { ApiClient, ApiFailure, Merchant } from '../../../api';
import { loadedOrLeave, type LoadFailure } from '../../shared/login';
import { merchantGate } from '../../shared/merchant';

/** What a provider page's loader returns: the page's data for the merchant, the invitation, or a failure with retry. */
export type MerchantLoad<T> =
  | { readonly kind: 'ready'; readonly merchant: Merchant; readonly data: T }
  | { readonly kind: 'invitation' }
  | { readonly kind: 'error'; readonly failure: LoadFailure };

/** The page's own calls, combined: their data, or the first failure. */
export type PageCalls<T> = { readonly ok: true; readonly data: T } | ApiFailure;

/**
 * Runs the merchant gate and the page's own calls in parallel; the page's answers count only for
 * the merchant (a non-merchant sees the invitation, never the calls' data). A failure of the page's
 * calls follows spec §8 like the gate (login and back, home, not found; else shown with a retry).
 */
export async function loadForMerchant<T>(client: ApiClient, request: Request, calls: () => Promise<PageCalls<T>>): Promise<MerchantLoad<T>> {
  const [gate, page] = await Promise.all([merchantGate(client, request), calls()]);
  if (gate.kind !== 'merchant') return gate;
  if (!page.ok && page.kind === 'home') throw redirect('/m');
  const loaded = await loadedOrLeave(page, client, request);
  return loaded.ok ? { kind: 'ready', merchant: gate.merchant, data: loaded.data } : { kind: 'error', failure: loaded.failure };
}

/** Call options of a loader's call: no toast (the page shows the failure), cancelled with the navigation. */
export const loaderCall = (request: Request) => ({ suppressToast: true, signal: request.signal });

/** A query id a page may use (letters, digits, `-`, `_`; at most 40), else null: hostile values never reach a call. */
export function queryId(request: Request, name: string): string | null {
  const value = new URL(request.url).searchParams.get(name)?.trim() ?? '';
  return /^[\w-]{1,40}$/.test(value) ? value : null;
}
