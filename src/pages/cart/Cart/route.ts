import type { StorefrontRouteModule } from '../../routeModule';
import { lazyLoader } from '../../lazyLoader';
import { cartMeta } from './cartMeta';

/** The cart (spec §2 `/m/shop_cart.php`, route name cart): no go-to-top button on this route. */
export const cartRoute = {
  paths: ['shop_cart.php'],
  handle: { name: 'cart', layout: { hideGoTop: true }, meta: cartMeta },
  loader: lazyLoader(() => import('./cartLoader'), 'cartLoader'),
  action: async (args, deps) => (await import('./cartAction')).cartAction(args, deps),
  Component: async () => (await import('./Cart')).Cart,
} satisfies StorefrontRouteModule;
