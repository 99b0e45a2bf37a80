import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * A chosen free gift, /m/gift/result?id=… (spec §2; route name gift-result): the gift and how it
 * reaches the shopper. Needs login: a guest is sent to sign in and back.
 */
export const giftResultRoute = {
  paths: ['gift/result'],
  handle: { name: 'gift-result', layout: {} },
  loader: lazyLoader(() => import('./giftResultLoader'), 'giftResultLoader'),
  Component: async () => (await import('./GiftResult')).GiftResult,
} satisfies StorefrontRouteModule;
