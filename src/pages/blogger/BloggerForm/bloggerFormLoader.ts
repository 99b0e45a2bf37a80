import type { PageLoader } from '../../lazyLoader';
import { getBloggerProgress, type ApiClient } from '../../../api';
import { loadedOrLeave } from '../../shared/login';

/**
 * What the form's loader returns: the form can be filled in (never applied, or rejected and may
 * apply again), or it is closed because an application is being reviewed or was approved, or a
 * failure with retry.
 */
export type BloggerFormData =
  | { readonly kind: 'ok'; readonly open: true }
  | { readonly kind: 'ok'; readonly open: false; readonly status: 'applying' | 'approved' }
  | { readonly kind: 'error' };

/** The form's loader: the shopper's progress (a guest, 401, is sent to login and back). */
export async function loadBloggerForm(client: ApiClient, request: Request): Promise<BloggerFormData> {
  const loaded = await loadedOrLeave(await getBloggerProgress(client, {}, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return { kind: 'error' };
  const status = loaded.data.status;
  return status === 'applying' || status === 'approved' ? { kind: 'ok', open: false, status } : { kind: 'ok', open: true };
}

/** The route's loader (loaded on its first call through lazyLoader, so the first load holds none of its calls). */
export const bloggerFormLoader: PageLoader = ({ request }, { client }) => loadBloggerForm(client, request);
