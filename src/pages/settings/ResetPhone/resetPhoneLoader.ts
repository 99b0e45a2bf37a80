import type { PageLoader } from '../../lazyLoader';
import type { ApiClient } from '../../../api';
import { loadCurrentContact, type ContactChangeData } from '../shared/contactChangeLoader';

/** What the change-phone loader returns: the account's phone number now (null when it has none), or a failure with retry. */
export type ResetPhoneData = ContactChangeData;

/** The change-phone page's loader: the profile's phone number. A guest (401) is sent to login and back. */
export function loadResetPhone(client: ApiClient, request: Request): Promise<ResetPhoneData> {
  return loadCurrentContact(client, request, 'phone');
}

/** The route's loader (loaded on its first call through lazyLoader, so the first load holds none of its calls). */
export const resetPhoneLoader: PageLoader = ({ request }, { client }) => loadResetPhone(client, request);
