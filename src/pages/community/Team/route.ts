import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** A team (a group of shoppers), /m/community/team.php?id= (spec §2; route name community-team): members, posts, join or leave. */
export const teamRoute = {
  paths: ['community/team.php'],
  handle: { name: 'community-team', layout: {} },
  loader: lazyLoader(() => import('./teamLoader'), 'teamLoader'),
  Component: async () => (await import('./Team')).Team,
} satisfies StorefrontRouteModule;
