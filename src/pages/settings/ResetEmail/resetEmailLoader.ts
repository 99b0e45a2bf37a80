import type { PageLoader } from '../../lazyLoader';
import type { ApiClient } from '../../../api';
import { loadCurrentContact, type ContactChangeData } from '../shared/contactChangeLoader';

/** What the change-e-mail loader returns: the account's e-mail now (null when it has none), or a failure with retry. */
export type ResetEmailData = ContactChangeData;

/** The change-e-mail page's loader: the profile's e-mail. A guest (401) is sent to login and back. */
export function loadResetEmail(client: ApiClient, request: Request): Promise<ResetEmailData> {
  return loadCurrentContact(client, request, 'email');
}

/** The route's loader (loaded on its first call through lazyLoader, so the first load holds none of its calls). */
export const resetEmailLoader: PageLoader = ({ request }, { client }) => loadResetEmail(client, request);
