import type { PageLoader } from '../../lazyLoader';
import { getBloggerProgramme, getBloggerProgress, type ApiClient } from '../../../api';
import type { BloggerStanding } from '../shared/bloggerPaths';

/** The programme's facts as the page shows them. */
export interface BloggerProgrammeFacts {
  /** The fewest followers an applicant needs. */
  readonly minFollowers: number;
  /** The cashback on sales through the blogger's links, in percent. */
  readonly cashbackRate: number;
  /** The programme's current announcement (the popup), if any. */
  readonly announcement: { readonly id: string; readonly title: string; readonly body: string } | null;
}

/** What the programme page's loader returns: the facts and where the visitor stands, or a failure with retry. */
export type BloggerData = { readonly kind: 'ok'; readonly programme: BloggerProgrammeFacts; readonly standing: BloggerStanding } | { readonly kind: 'error' };

/**
 * The programme page's loader: the programme's facts and, in parallel, the visitor's progress. The
 * page is public: a guest's 401 on the progress only means "guest" (no redirect); a failed
 * progress otherwise reads as never applied, so the page still shows.
 */
export async function loadBlogger(client: ApiClient, request: Request): Promise<BloggerData> {
  const options = { suppressToast: true, signal: request.signal };
  const [programme, progress] = await Promise.all([getBloggerProgramme(client, {}, options), getBloggerProgress(client, {}, options)]);
  if (!programme.ok) return { kind: 'error' };
  let standing: BloggerStanding = 'none';
  if (progress.ok) standing = progress.data.status;
  else if (progress.kind === 'login') standing = 'guest';
  const announcement = programme.data.announcement;
  return {
    kind: 'ok',
    programme: {
      minFollowers: Math.max(0, Math.round(programme.data.min_followers) || 0),
      cashbackRate: Math.max(0, programme.data.cashback_rate || 0),
      announcement: announcement ? { id: announcement.id, title: announcement.title, body: announcement.body } : null,
    },
    standing,
  };
}

/** The route's loader (loaded on its first call through lazyLoader, so the first load holds none of its calls). */
export const bloggerLoader: PageLoader = ({ request }, { client }) => loadBlogger(client, request);
