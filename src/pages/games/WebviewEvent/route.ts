import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The event page of the app's webview, /m/webview/event (spec §2; route name webview-event): the
 * campaigns of the event; inside the app its links open native screens (deep links) and back is
 * the app's. No data to load.
 */
export const webviewEventRoute = {
  paths: ['webview/event'],
  handle: { name: 'webview-event', layout: {} },
  Component: async () => (await import('./WebviewEvent')).WebviewEvent,
} satisfies StorefrontRouteModule;
