import { getProfile, type ApiClient } from '../../../api';
import { loadedOrLeave } from '../../shared/login';

/** What the change-e-mail loader returns: the account's e-mail now (null when it has none), or a failure with retry. */
export type ResetEmailData = { readonly kind: 'ok'; readonly current: string | null } | { readonly kind: 'error' };

/** The change-e-mail page's loader: the profile's e-mail. A guest (401) is sent to login and back. */
export async function loadResetEmail(client: ApiClient, request: Request): Promise<ResetEmailData> {
  const loaded = await loadedOrLeave(await getProfile(client, {}, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return { kind: 'error' };
  const current = loaded.data.email?.trim();
  return { kind: 'ok', current: current ? current : null };
}
