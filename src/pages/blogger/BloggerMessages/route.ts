import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Messages from the blogger programme, /m/blogger/blogger_msg (spec §2; route name blogger-blogger_msg). Needs login. */
export const bloggerMessagesRoute = {
  paths: ['blogger/blogger_msg'],
  handle: { name: 'blogger-blogger_msg', layout: {} },
  loader: lazyLoader(() => import('./bloggerMessagesLoader'), 'bloggerMessagesLoader'),
  Component: async () => (await import('./BloggerMessages')).BloggerMessages,
} satisfies StorefrontRouteModule;
