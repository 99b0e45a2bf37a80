import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** The blogger's cashback, /m/blogger/blogger_cashback (spec §2; route name blogger-blogger_cashback). Needs login. */
export const bloggerCashbackRoute = {
  paths: ['blogger/blogger_cashback'],
  handle: { name: 'blogger-blogger_cashback', layout: {} },
  loader: lazyLoader(() => import('./bloggerCashbackLoader'), 'bloggerCashbackLoader'),
  Component: async () => (await import('./BloggerCashback')).BloggerCashback,
} satisfies StorefrontRouteModule;
