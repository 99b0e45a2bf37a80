import type { PageLoader } from '../../lazyLoader';
import { getProfile, type ApiClient } from '../../../api';
import { loadedOrLeave } from '../../shared/login';

/** What the deletion loader returns: where the code goes (the account's phone, else its e-mail, else unknown), or a failure with retry. */
export type DeletionData =
  | { readonly kind: 'ok'; readonly codeTo: { readonly phone: string } | { readonly email: string } | null }
  | { readonly kind: 'error' };

/** The account-deletion page's loader: the profile's phone or e-mail. A guest (401) is sent to login and back. */
export async function loadDeletion(client: ApiClient, request: Request): Promise<DeletionData> {
  const loaded = await loadedOrLeave(await getProfile(client, {}, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return { kind: 'error' };
  const phone = loaded.data.phone?.trim();
  const email = loaded.data.email?.trim();
  return { kind: 'ok', codeTo: phone ? { phone } : email ? { email } : null };
}

/** The route's loader (loaded on its first call through lazyLoader, so the first load holds none of its calls). */
export const deletionLoader: PageLoader = ({ request }, { client }) => loadDeletion(client, request);
