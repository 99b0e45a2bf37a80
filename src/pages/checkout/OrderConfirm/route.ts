import type { StorefrontRouteModule } from '../../routeModule';
import { lazyLoader } from '../../lazyLoader';

/** spec §2 "order confirm" (/m/orderconfirm): prices the cart selection or a buy-now product. */
export const orderConfirmRoute = {
  paths: ['orderconfirm'],
  handle: { name: 'order confirm', layout: { hideGoTop: true } },
  loader: lazyLoader(() => import('./orderConfirmLoader'), 'orderConfirmLoader'),
  Component: async () => (await import('./OrderConfirm')).OrderConfirm,
} satisfies StorefrontRouteModule;
