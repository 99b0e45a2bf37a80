import { getProfile, type ApiClient } from '../../../api';
import { loadedOrLeave } from '../../shared/login';
import type { PageLoader } from '../../lazyLoader';

/** What the feedback loader returns: the form can be shown (the shopper is signed in), or a failure with retry. */
export type FeedbackData = { readonly kind: 'ok' } | { readonly kind: 'error' };

/** The feedback page's loader: checks the sign-in (a guest, 401, is sent to login and back). */
export async function loadFeedback(client: ApiClient, request: Request): Promise<FeedbackData> {
  const loaded = await loadedOrLeave(await getProfile(client, {}, { suppressToast: true, signal: request.signal }), client, request);
  return loaded.ok ? { kind: 'ok' } : { kind: 'error' };
}

/** The route's loader (loaded on its first call, see lazyLoader). */
export const feedbackLoader: PageLoader = ({ request }, { client }) => loadFeedback(client, request);
