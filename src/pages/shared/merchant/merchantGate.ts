import { redirect } from 'react-router';
import { getMerchantDetail, getProfile, type ApiClient, type Merchant } from '../../../api';
import { loadedOrLeave, type LoadFailure } from '../login';

/**
 * Who is opening a provider page (the answer of `merchantGate`):
 * - `merchant`: the signed-in account runs this booking provider; the page goes on loading its data;
 * - `invitation`: a signed-in account that is not a merchant: the page shows `MerchantInvitation`
 *   (never another merchant's data);
 * - `error`: merchant/detail failed another way (no response, malformed, 20001 `liveChat` …):
 *   the page shows the failure with a retry (a `liveChat` kind opens the live-chat dialog).
 * A guest never gets an answer: the gate sends them to login and back.
 */
export type MerchantGate =
  | { readonly kind: 'merchant'; readonly merchant: Merchant }
  | { readonly kind: 'invitation' }
  | { readonly kind: 'error'; readonly failure: LoadFailure };

/**
 * The merchant gate of every provider page's loader (spec §6 provider role, §8 booking catalogue).
 * Asks merchant/detail. 401/304/403 alone cannot tell a guest or a lapsed session from an account
 * that is simply not a merchant (the provider calls answer 403 for it), so on `login` the gate asks
 * the account's profile: signed in → `invitation`; not signed in → to login and back (throws the
 * redirect). 302 → home (throws); 301/303/404 → the not-found page (throws). Never touches
 * window, document or storage (server rendering).
 *
 * Load the page's own calls in parallel with it and use them only when the gate answers `merchant`:
 * `const [gate, stores] = await Promise.all([merchantGate(client, request), getStoreList(client, {}, …)]);`
 */
export async function merchantGate(client: ApiClient, request: Request): Promise<MerchantGate> {
  const options = { suppressToast: true, signal: request.signal };
  const detail = await getMerchantDetail(client, {}, options);
  if (detail.ok) return { kind: 'merchant', merchant: detail.data };
  if (detail.kind === 'home') throw redirect('/m');
  if (detail.kind === 'login') {
    const profile = await loadedOrLeave(await getProfile(client, {}, options), client, request);
    return profile.ok ? { kind: 'invitation' } : { kind: 'error', failure: profile.failure };
  }
  const loaded = await loadedOrLeave<Merchant>(detail, client, request);
  return loaded.ok ? { kind: 'merchant', merchant: loaded.data } : { kind: 'error', failure: loaded.failure };
}
