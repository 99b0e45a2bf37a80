import { getAddresses, type ApiClient, type SavedAddress } from '../../../../api';
import { loadedOrLeave } from '../../../shared/login';
import { isCheckoutPath, returnPathOf } from './returnPath';

/** The addresses as the settings loader found them: the list, or a failure the section shows with a retry. */
export type AddressesLoad = { readonly kind: 'ok'; readonly list: readonly SavedAddress[] } | { readonly kind: 'error' };

/** Where the shopper may go back to after managing addresses (`redirect`, when safe), and whether it is the checkout. */
export interface AddressesReturn {
  readonly path: string;
  readonly checkout: boolean;
}

/** The account's addresses (a guest is sent to sign in and back, like the rest of the page). */
export async function loadAddresses(client: ApiClient, request: Request): Promise<AddressesLoad> {
  const loaded = await loadedOrLeave(await getAddresses(client, {}, { suppressToast: true, signal: request.signal }), client, request);
  return loaded.ok ? { kind: 'ok', list: loaded.data.list } : { kind: 'error' };
}

/** The page's `redirect` as a way back, or null when it is missing or unsafe. */
export function addressesReturnOf(request: Request): AddressesReturn | null {
  const path = returnPathOf(request.url);
  return path === null ? null : { path, checkout: isCheckoutPath(path) };
}
