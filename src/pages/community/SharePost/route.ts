import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** A post's share page, /m/community/share.php?id= (spec §2; route name community-share): its summary and a way to open it in the app or on the site. */
export const sharePostRoute = {
  paths: ['community/share.php'],
  handle: { name: 'community-share', layout: {} },
  loader: lazyLoader(() => import('./sharePostLoader'), 'sharePostLoader'),
  Component: async () => (await import('./SharePost')).SharePost,
} satisfies StorefrontRouteModule;
