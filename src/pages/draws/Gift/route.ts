import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * Choose a free gift, /m/gift (spec §2; route name gift): the new-user gift, or a campaign's gift
 * with `?campaign_id=`. A guest may look; choosing sends them to sign in and back.
 */
export const giftRoute = {
  paths: ['gift'],
  handle: { name: 'gift', layout: {} },
  loader: lazyLoader(() => import('./giftLoader'), 'giftLoader'),
  Component: async () => (await import('./Gift')).Gift,
} satisfies StorefrontRouteModule;
