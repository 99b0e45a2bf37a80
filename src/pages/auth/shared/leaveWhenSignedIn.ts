import { redirect } from 'react-router';
import { getProfile, type ApiClient } from '../../../api';
import type { AuthQuery } from './authQuery';
import { firstSafeReturnPath } from './returnAddress';

/**
 * A sign-in page's loader for a shopper who is already signed in: straight on to the return
 * address (`redirect` when isSafeRedirect allows, else home), as a 302 on the server, so the form
 * never flashes. A guest, or a failed check, stays on the page (the page's own redirect, which also
 * knows the footer's login_refer_url, still runs once the session says signed in).
 */
export async function leaveWhenSignedIn(client: ApiClient, request: Request, query: AuthQuery): Promise<void> {
  const profile = await getProfile(client, {}, { suppressToast: true, signal: request.signal });
  if (profile.ok) throw redirect(firstSafeReturnPath([query.redirect], query.origin));
}
