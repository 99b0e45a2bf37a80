import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The zodiac box, /m/koko/zodiac-box (spec §2; route name koko-zodiac-box). Open to guests: the
 * box on offer (store state surprise_id / surprise_images), a sign chosen, the box opened once
 * (the prize is the backend's; a coupon lands in the shopper's coupons).
 */
export const zodiacBoxRoute = {
  paths: ['koko/zodiac-box'],
  handle: { name: 'koko-zodiac-box', layout: {} },
  loader: lazyLoader(() => import('./zodiacBoxLoader'), 'zodiacBoxLoader'),
  Component: async () => (await import('./ZodiacBox')).ZodiacBox,
} satisfies StorefrontRouteModule;
