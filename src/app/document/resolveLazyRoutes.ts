import type { RouteObject } from 'react-router';

/** A route object as far as lazy loading goes: `lazy` as a function or as an object of loaders. */
interface LazyRoute {
  lazy?: unknown;
  [key: string]: unknown;
}

/**
 * Loads the lazily loaded parts (the page components) of the matched routes and puts them on the
 * route objects, so the server renders the page and the browser hydrates it without a fallback in
 * between. Accepts react-router's matches or plain route objects.
 */
export async function resolveLazyRoutes(routes: readonly (RouteObject | { route: RouteObject })[]): Promise<void> {
  await Promise.all(
    routes.map(async (entry) => {
      const route = ('route' in entry ? entry.route : entry) as unknown as LazyRoute;
      const lazy = route.lazy;
      if (typeof lazy === 'function') {
        const loaded = (await (lazy as () => Promise<Record<string, unknown>>)()) ?? {};
        Object.assign(route, loaded);
        delete route.lazy;
      } else if (typeof lazy === 'object' && lazy !== null) {
        const parts = Object.entries(lazy as Record<string, () => Promise<unknown>>);
        const loaded = await Promise.all(parts.map(async ([key, load]) => [key, await load()] as const));
        for (const [key, value] of loaded) route[key] = value;
        delete route.lazy;
      }
    }),
  );
}
