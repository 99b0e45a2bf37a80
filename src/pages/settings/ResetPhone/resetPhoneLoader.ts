import { getProfile, type ApiClient } from '../../../api';
import { loadedOrLeave } from '../../shared/login';

/** What the change-phone loader returns: the account's phone number now (null when it has none), or a failure with retry. */
export type ResetPhoneData = { readonly kind: 'ok'; readonly current: string | null } | { readonly kind: 'error' };

/** The change-phone page's loader: the profile's phone number. A guest (401) is sent to login and back. */
export async function loadResetPhone(client: ApiClient, request: Request): Promise<ResetPhoneData> {
  const loaded = await loadedOrLeave(await getProfile(client, {}, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return { kind: 'error' };
  const current = loaded.data.phone?.trim();
  return { kind: 'ok', current: current ? current : null };
}
