import type { ApiClient } from '../../../api';
import { loadCurrentContact, type ContactChangeData } from '../shared/contactChangeLoader';

/** What the change-phone loader returns: the account's phone number now (null when it has none), or a failure with retry. */
export type ResetPhoneData = ContactChangeData;

/** The change-phone page's loader: the profile's phone number. A guest (401) is sent to login and back. */
export function loadResetPhone(client: ApiClient, request: Request): Promise<ResetPhoneData> {
  return loadCurrentContact(client, request, 'phone');
}
