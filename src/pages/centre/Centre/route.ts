import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The account centre, /m/center.php (spec §2; route name centre, the back target in the app):
 * the shopper's card, order tabs with counts, shortcuts and recommended products. A guest sees a
 * sign-in prompt (not a redirect).
 */
export const centreRoute = {
  paths: ['center.php'],
  handle: { name: 'centre', layout: {} },
  loader: lazyLoader(() => import('./centreLoader'), 'centreLoader'),
  Component: async () => (await import('./Centre')).Centre,
} satisfies StorefrontRouteModule;
