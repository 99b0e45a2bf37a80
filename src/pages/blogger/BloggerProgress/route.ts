import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** The blogger application's progress, /m/blogger/blogger_progress (spec §2; route name blogger-blogger_progress). Needs login. */
export const bloggerProgressRoute = {
  paths: ['blogger/blogger_progress'],
  handle: { name: 'blogger-blogger_progress', layout: {} },
  loader: lazyLoader(() => import('./bloggerProgressLoader'), 'bloggerProgressLoader'),
  Component: async () => (await import('./BloggerProgress')).BloggerProgress,
} satisfies StorefrontRouteModule;
