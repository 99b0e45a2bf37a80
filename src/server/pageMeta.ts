import type { StaticHandlerContext } from 'react-router';
import type { PageMeta, StorefrontRouteHandle } from '../pages/routeModule';

function metaOf(handle: unknown): StorefrontRouteHandle['meta'] | undefined {
  if (typeof handle !== 'object' || handle === null || !('meta' in handle)) return undefined;
  const meta = (handle as { meta?: unknown }).meta;
  return typeof meta === 'function' ? (meta as StorefrontRouteHandle['meta']) : undefined;
}

/** The deepest matched page's head fields for its loader data, or null when the page says nothing. */
export function pageMetaOf(context: StaticHandlerContext): PageMeta | null {
  if (context.errors) return null;
  for (const match of [...context.matches].reverse()) {
    const meta = metaOf(match.route.handle);
    if (meta) return meta(context.loaderData[match.route.id]);
  }
  return null;
}
