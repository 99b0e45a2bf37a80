import { lazyLoader } from '../../lazyLoader';
import { lazyAction } from '../../lazyAction';
import type { StorefrontRouteModule } from '../../routeModule';

/** Write a post, /m/community/post (the spec names no address; chosen; route name community-post). Needs login. */
export const writePostRoute = {
  paths: ['community/post'],
  handle: { name: 'community-post', layout: {} },
  loader: lazyLoader(() => import('./writePostLoader'), 'writePostLoader'),
  action: lazyAction(() => import('./writePostAction'), 'writePostAction'),
  Component: async () => (await import('./WritePost')).WritePost,
} satisfies StorefrontRouteModule;
