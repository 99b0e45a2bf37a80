import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Delete the account, /m/account/deletion (spec §2; route name account-deletion). Needs login. */
export const deletionRoute = {
  paths: ['account/deletion'],
  handle: { name: 'account-deletion', layout: {} },
  loader: lazyLoader(() => import('./deletionLoader'), 'deletionLoader'),
  Component: async () => (await import('./Deletion')).Deletion,
} satisfies StorefrontRouteModule;
