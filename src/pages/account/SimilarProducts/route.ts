import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Similar products, /m/account/similar_pro?id= (spec §2; route name account-similar_pro): the products like one. No login needed. */
export const similarProductsRoute = {
  paths: ['account/similar_pro'],
  handle: { name: 'account-similar_pro', layout: {} },
  loader: lazyLoader(() => import('./similarProductsLoader'), 'similarProductsLoader'),
  Component: async () => (await import('./SimilarProducts')).SimilarProducts,
} satisfies StorefrontRouteModule;
