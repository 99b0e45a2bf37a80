import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Report a post, /m/community/report.php?id= (spec §2; route name community-report): a reason, the shopper's words, sent once. Needs login. */
export const reportPostRoute = {
  paths: ['community/report.php'],
  handle: { name: 'community-report', layout: {} },
  loader: lazyLoader(() => import('./reportPostLoader'), 'reportPostLoader'),
  Component: async () => (await import('./ReportPost')).ReportPost,
} satisfies StorefrontRouteModule;
