import type { PageLoader } from '../../lazyLoader';
import { getBloggerProgress, type ApiClient } from '../../../api';
import { loadedOrLeave } from '../../shared/login';

/** The application as the timeline shows it. */
export interface BloggerApplicationProgress {
  readonly status: 'none' | 'applying' | 'approved' | 'rejected';
  /** When it was sent and decided (Bangkok wall time), when the answer says. */
  readonly appliedAt: string | null;
  readonly reviewedAt: string | null;
  /** The programme's note (a welcome, a rejection's reason). */
  readonly message: string | null;
  /** Cashback earned so far, in THB. */
  readonly cashbackTotal: number;
}

export type BloggerProgressData = { readonly kind: 'ok'; readonly progress: BloggerApplicationProgress } | { readonly kind: 'error' };

/** The progress page's loader (a guest, 401, is sent to login and back). */
export async function loadBloggerProgress(client: ApiClient, request: Request): Promise<BloggerProgressData> {
  const loaded = await loadedOrLeave(await getBloggerProgress(client, {}, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return { kind: 'error' };
  const data = loaded.data;
  return {
    kind: 'ok',
    progress: {
      status: data.status,
      appliedAt: data.applied_at ?? null,
      reviewedAt: data.reviewed_at ?? null,
      message: data.message ?? null,
      cashbackTotal: Math.max(0, data.cashback_total || 0),
    },
  };
}

/** The route's loader (loaded on its first call through lazyLoader, so the first load holds none of its calls). */
export const bloggerProgressLoader: PageLoader = ({ request }, { client }) => loadBloggerProgress(client, request);
