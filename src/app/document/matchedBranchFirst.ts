import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';

/** The table to start the browser's router with, and how the router gets the rest of it. */
export interface MatchedBranchFirst {
  /** The table with, at each level of the matched branch, only the matched route. */
  readonly routes: RouteObject[];
  /** The matched routes of the table, outermost first (the same objects). */
  readonly matched: RouteObject[];
  /** Adds every other route, once, at the first navigation (or fetcher call) the router makes. */
  readonly patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/**
 * The route table cut down to the branch the server rendered (its routes by id, outermost first:
 * found by id, not by matching the address, which ranks every route of the table),
 * for the router a server-rendered page hydrates with: creating a router ranks every route of its
 * table and compiles their patterns until one matches the address, a long task on a phone with a
 * table of a hundred pages, most of which a visit never opens. The rest of the table is patched in
 * at the first navigation: react-router calls `patchRoutesOnNavigation` before it matches an
 * address that the routes it has match only through a parameter or a splat, or not at all. Null
 * when the ids are not a branch of the table (a route without an id, an unknown id): the router
 * then takes the whole table.
 */
export function matchedBranchFirst(routes: readonly RouteObject[], matchedIds: readonly string[]): MatchedBranchFirst | null {
  if (matchedIds.length === 0) return null;
  // Each level of the branch: the parent's id (null for the table's top) and all its children.
  const levels: { parentId: string | null; children: readonly RouteObject[] }[] = [];
  const matchedRoutes: RouteObject[] = [];
  const cut = (level: readonly RouteObject[], parentId: string | null, depth: number): RouteObject[] | null => {
    const id = matchedIds[depth];
    const matched = level.find((route) => route.id !== undefined && route.id === id);
    if (!matched) return null;
    levels.push({ parentId, children: level });
    matchedRoutes.push(matched);
    if (depth === matchedIds.length - 1) return [matched];
    const children = cut(matched.children ?? [], matched.id ?? null, depth + 1);
    return children ? [{ ...matched, children } as RouteObject] : null;
  };
  const branch = cut(routes, null, 0);
  if (!branch) return null;
  let patched = false;
  return {
    routes: branch,
    matched: matchedRoutes,
    patchRoutesOnNavigation: ({ patch, signal }) => {
      // A navigation cancelled before its discovery patches nothing (patch does nothing once the
      // signal is aborted): the next one patches then.
      if (patched || signal.aborted) return;
      // Routes already in the router (the same id) are left as they are.
      for (const { parentId, children } of levels) if (children.length > 1) patch(parentId, [...children]);
      patched = true;
    },
  };
}
