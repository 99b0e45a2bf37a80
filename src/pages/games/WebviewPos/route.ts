import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The point-of-sale page of the app's webview, /m/webview/pos (spec §2; route name webview-pos):
 * the shopper's member code to show at the till, with the way to their coupons and points; a
 * guest is offered sign-in. Inside the app its links are deep links and back is the app's.
 */
export const webviewPosRoute = {
  paths: ['webview/pos'],
  handle: { name: 'webview-pos', layout: {} },
  loader: lazyLoader(() => import('./webviewPosLoader'), 'webviewPosLoader'),
  Component: async () => (await import('./WebviewPos')).WebviewPos,
} satisfies StorefrontRouteModule;
