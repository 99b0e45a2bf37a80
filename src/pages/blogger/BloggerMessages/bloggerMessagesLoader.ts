import type { PageLoader } from '../../lazyLoader';
import { getBloggerMessages, type ApiClient } from '../../../api';
import { loadedOrLeave } from '../../shared/login';

/** One message as the page shows it. */
export interface BloggerMessageItem {
  readonly id: string;
  readonly kind: 'notice' | 'result' | 'announcement';
  readonly title: string;
  readonly body: string;
  /** When it was sent (Bangkok wall time). */
  readonly at: string;
  /** Not opened yet. */
  readonly unread: boolean;
}

export type BloggerMessagesData = { readonly kind: 'ok'; readonly messages: readonly BloggerMessageItem[] } | { readonly kind: 'error' };

/** The messages page's loader (a guest, 401, is sent to login and back). */
export async function loadBloggerMessages(client: ApiClient, request: Request): Promise<BloggerMessagesData> {
  const loaded = await loadedOrLeave(await getBloggerMessages(client, {}, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return { kind: 'error' };
  return {
    kind: 'ok',
    messages: loaded.data.list.map((message) => ({
      id: message.id,
      kind: message.kind,
      title: message.title,
      body: message.body,
      at: message.created_at,
      unread: message.read === false,
    })),
  };
}

/** The route's loader (loaded on its first call through lazyLoader, so the first load holds none of its calls). */
export const bloggerMessagesLoader: PageLoader = ({ request }, { client }) => loadBloggerMessages(client, request);
