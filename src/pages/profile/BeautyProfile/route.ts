import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Beauty profile, /m/beauty_profile (spec §2; route name beauty_profile): skin type, concerns, favourite categories. Needs login. */
export const beautyProfileRoute = {
  paths: ['beauty_profile'],
  handle: { name: 'beauty_profile', layout: {} },
  loader: lazyLoader(() => import('./beautyProfileLoader'), 'beautyProfileLoader'),
  Component: async () => (await import('./BeautyProfile')).BeautyProfile,
} satisfies StorefrontRouteModule;
