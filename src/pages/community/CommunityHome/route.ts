import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** The community home, /m/community (spec §2; route name community): tabs, the feed, experiences, hot tags, write a post. */
export const communityHomeRoute = {
  paths: ['community'],
  handle: { name: 'community', layout: {} },
  loader: lazyLoader(() => import('./communityHomeLoader'), 'communityHomeLoader'),
  Component: async () => (await import('./CommunityHome')).CommunityHome,
} satisfies StorefrontRouteModule;
