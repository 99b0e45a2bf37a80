import type { LayoutFlags, StorefrontRouteHandle } from '../../pages/routeModule';

/**
 * spec §2: the go-to-top button is hidden on the rank, cart, home, booking create and store-detail
 * routes. Route modules with these names get `hideGoTop` whatever their handle says.
 */
export const GO_TOP_HIDDEN_ROUTES: readonly string[] = ['rank', 'cart', 'home', 'booking-service-create', 'booking-store-detail'];

export function withGoTopRule(handle: StorefrontRouteHandle): StorefrontRouteHandle {
  if (!GO_TOP_HIDDEN_ROUTES.includes(handle.name) || handle.layout.hideGoTop) return handle;
  return { ...handle, layout: { ...handle.layout, hideGoTop: true } };
}

/** The layout flags of the matched routes, deepest last: later handles override earlier ones. */
export function layoutFlagsOf(handles: readonly unknown[]): LayoutFlags & { readonly routeName?: string } {
  let flags: LayoutFlags & { routeName?: string } = {};
  for (const handle of handles) {
    if (!isStorefrontHandle(handle)) continue;
    flags = { ...flags, ...handle.layout, routeName: handle.name };
  }
  return flags;
}

export function isStorefrontHandle(value: unknown): value is StorefrontRouteHandle {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { name?: unknown; layout?: unknown };
  return typeof candidate.name === 'string' && typeof candidate.layout === 'object' && candidate.layout !== null;
}
