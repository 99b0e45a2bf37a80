import { lazyAction } from '../../lazyAction';
import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** The blogger application form, /m/blogger/blogger_form (spec §2; route name blogger-blogger_form). Needs login. */
export const bloggerFormRoute = {
  paths: ['blogger/blogger_form'],
  handle: { name: 'blogger-blogger_form', layout: {} },
  loader: lazyLoader(() => import('./bloggerFormLoader'), 'bloggerFormLoader'),
  action: lazyAction(() => import('./bloggerFormAction'), 'bloggerFormAction'),
  Component: async () => (await import('./BloggerForm')).BloggerForm,
} satisfies StorefrontRouteModule;
