import { getProfile, type ApiClient } from '../../../api';
import { loadedOrLeave } from '../../shared/login';
import type { ContactKind } from './contactChange';

/** What a contact-change loader returns: the account's e-mail or phone number now (null when it has none), or a failure with retry. */
export type ContactChangeData = { readonly kind: 'ok'; readonly current: string | null } | { readonly kind: 'error' };

/** A contact-change page's loader: the profile's e-mail or phone number. A guest (401) is sent to login and back. */
export async function loadCurrentContact(client: ApiClient, request: Request, contact: ContactKind): Promise<ContactChangeData> {
  const loaded = await loadedOrLeave(await getProfile(client, {}, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return { kind: 'error' };
  const current = loaded.data[contact]?.trim();
  return { kind: 'ok', current: current ? current : null };
}
