import type { StorefrontRouteModule } from '../../routeModule';
import { productMeta } from './productMeta';
import { lazyLoader } from '../../lazyLoader';

/**
 * The product page /m/{brand}/{product} (spec §2 route name brand-product). The address must
 * contain .html: the `productSlug` rule checks it before the loader runs, and a failure shows the
 * not-found page (so does a slug without a product id). The brand sign is checked as a sign.
 */
export const productDetailRoute = {
  paths: [':brand/:product'],
  handle: { name: 'brand-product', layout: {}, meta: productMeta },
  params: { brand: 'sign', product: 'productSlug' },
  loader: lazyLoader(() => import('./loadProductPage'), 'loadProductPage'),
  action: async (args, deps) => (await import('./productAction')).productAction(args, deps),
  Component: async () => (await import('./ProductDetail')).ProductDetail,
} satisfies StorefrontRouteModule;
