import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** A tag's posts, /m/community/tag_detail.php?id= (spec §2; route name community-tag_detail): follow the tag. */
export const tagDetailRoute = {
  paths: ['community/tag_detail.php'],
  handle: { name: 'community-tag_detail', layout: {} },
  loader: lazyLoader(() => import('./tagDetailLoader'), 'tagDetailLoader'),
  Component: async () => (await import('./TagDetail')).TagDetail,
} satisfies StorefrontRouteModule;
