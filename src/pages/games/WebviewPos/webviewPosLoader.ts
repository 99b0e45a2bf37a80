import { getProfile, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import type { LoadFailure } from '../../shared/login';

/** What the point-of-sale loader returns: the shopper's member code, a guest (offered sign-in), or a failure with retry. */
export type WebviewPosData =
  | { readonly kind: 'ok'; readonly memberCode: string; readonly name: string }
  | { readonly kind: 'guest' }
  | { readonly kind: 'error'; readonly failure: LoadFailure };

/** /m/webview/pos: the signed-in shopper's profile gives the member code (a guest stays on the page). */
export async function loadWebviewPos(client: ApiClient, request: Request): Promise<WebviewPosData> {
  const result = await getProfile(client, {}, { suppressToast: true, signal: request.signal });
  if (result.ok) return { kind: 'ok', memberCode: result.data.id, name: result.data.username };
  if (result.kind === 'login') return { kind: 'guest' };
  return { kind: 'error', failure: { kind: result.kind, ...(result.message !== undefined ? { message: result.message } : {}) } };
}

/** The route's loader (loaded on its first call through lazyLoader). */
export const webviewPosLoader: PageLoader = ({ request }, { client }) => loadWebviewPos(client, request);
