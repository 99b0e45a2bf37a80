import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** The blogger programme, /m/blogger (spec §2; route name blogger): what it offers, who may apply, apply. Public. */
export const bloggerRoute = {
  paths: ['blogger'],
  handle: { name: 'blogger', layout: {} },
  loader: lazyLoader(() => import('./bloggerLoader'), 'bloggerLoader'),
  Component: async () => (await import('./Blogger')).Blogger,
} satisfies StorefrontRouteModule;
