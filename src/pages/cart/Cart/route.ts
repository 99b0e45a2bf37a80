import { cartLoader } from './cartLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** The cart (spec §2 `/m/shop_cart.php`, route name cart): no go-to-top button on this route. */
export const cartRoute = {
  paths: ['shop_cart.php'],
  handle: { name: 'cart', layout: { hideGoTop: true } },
  loader: cartLoader,
  Component: async () => (await import('./Cart')).Cart,
} satisfies StorefrontRouteModule;
