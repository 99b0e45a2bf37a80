import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';
import { feedDetailMeta } from './feedDetailMeta';

/** A community post, /m/community/feed/detail?id= (spec §2; route name community-feed-detail). */
export const feedDetailRoute = {
  paths: ['community/feed/detail'],
  handle: { name: 'community-feed-detail', layout: {}, meta: feedDetailMeta },
  loader: lazyLoader(() => import('./feedDetailLoader'), 'feedDetailLoader'),
  Component: async () => (await import('./FeedDetail')).FeedDetail,
} satisfies StorefrontRouteModule;
