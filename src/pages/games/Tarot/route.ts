import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * Tarot, /m/tarot (spec §2; route name tarot). Open to guests: pick three cards (`?picks=` keeps
 * them across sign-in), the reading is the backend's draw, with its recommended products and share.
 */
export const tarotRoute = {
  paths: ['tarot'],
  handle: { name: 'tarot', layout: {} },
  loader: lazyLoader(() => import('./tarotLoader'), 'tarotLoader'),
  Component: async () => (await import('./Tarot')).Tarot,
} satisfies StorefrontRouteModule;
