import type { RouteObject } from 'react-router';

/**
 * The routes of the table with the given ids, in the order of the ids (the server's matches, outermost
 * first), or null when one of them is not in the table. A walk over the table by id: no address
 * matching and ranking of every route, which on a phone was a long task of its own.
 */
export function routesById(routes: readonly RouteObject[], ids: readonly string[]): RouteObject[] | null {
  const wanted = new Set(ids);
  const found = new Map<string, RouteObject>();
  const visit = (level: readonly RouteObject[]): void => {
    for (const route of level) {
      if (found.size === wanted.size) return;
      if (route.id !== undefined && wanted.has(route.id)) found.set(route.id, route);
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  const ordered = ids.map((id) => found.get(id));
  return ordered.every((route): route is RouteObject => route !== undefined) ? ordered : null;
}
