import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** NPS survey, /m/account/nps (spec §2; route name account-nps): a 0–10 score and a comment, answered once. Needs login. */
export const npsRoute = {
  paths: ['account/nps'],
  handle: { name: 'account-nps', layout: {} },
  loader: lazyLoader(() => import('./npsLoader'), 'npsLoader'),
  Component: async () => (await import('./Nps')).Nps,
} satisfies StorefrontRouteModule;
