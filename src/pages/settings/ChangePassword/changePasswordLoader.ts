import type { PageLoader } from '../../lazyLoader';
import { getProfile, type ApiClient } from '../../../api';
import { loadedOrLeave } from '../../shared/login';

/** What the change-password loader returns: the form can be shown (the shopper is signed in), or a failure with retry. */
export type ChangePasswordData = { readonly kind: 'ok' } | { readonly kind: 'error' };

/** The change-password page's loader: checks the sign-in (a guest, 401, is sent to login and back). */
export async function loadChangePassword(client: ApiClient, request: Request): Promise<ChangePasswordData> {
  const loaded = await loadedOrLeave(await getProfile(client, {}, { suppressToast: true, signal: request.signal }), client, request);
  return loaded.ok ? { kind: 'ok' } : { kind: 'error' };
}

/** The route's loader (loaded on its first call through lazyLoader, so the first load holds none of its calls). */
export const changePasswordLoader: PageLoader = ({ request }, { client }) => loadChangePassword(client, request);
