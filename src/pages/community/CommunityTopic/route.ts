import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * A topic or tag landing by its sign, /m/community/{sign} (spec §2; route name community-sign).
 * The static community addresses (feed/detail, tag_detail.php, team.php, share.php, report.php,
 * post, deleted) rank before this pattern.
 */
export const communityTopicRoute = {
  paths: ['community/:sign'],
  handle: { name: 'community-sign', layout: {} },
  params: { sign: 'sign' },
  loader: lazyLoader(() => import('./communityTopicLoader'), 'communityTopicLoader'),
  Component: async () => (await import('./CommunityTopic')).CommunityTopic,
} satisfies StorefrontRouteModule;
