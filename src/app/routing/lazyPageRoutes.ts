import type { MiddlewareFunction, RouteObject } from 'react-router';
import { composePageRoutes, pageRouteId } from './composeRoutes';
import type { RouteDeps, StorefrontRouteModule } from '../../pages/routeModule';

/**
 * A page route module as the browser's table knows it before loading it: its route name and paths
 * (what matching needs) and how to load it. `pageRouteIndex.ts` lists every module of the table.
 */
export interface PageRouteIndexEntry {
  readonly name: string;
  readonly paths: readonly string[];
  readonly load: () => Promise<StorefrontRouteModule>;
}

type ComponentOf<R> = R extends { Component?: infer C } ? Exclude<C, null | undefined> : never;

/**
 * The children of the `pages` route with each page's route module loaded the first time one of its
 * routes matches: the same ids and paths as composePageRoutes gives for the whole table, with
 * everything else (handle, loader, middleware, component) in react-router's `lazy`. A table of
 * these weighs a name and paths per page, not every page's loaders, actions, components and their
 * chunks' preload lists, so the first load does not grow with the number of pages. A module that
 * fails to load (a network error) is loaded again on the next match.
 */
export function createLazyPageRoutes(
  index: readonly PageRouteIndexEntry[],
  deps: RouteDeps,
  middleware: Readonly<Record<string, MiddlewareFunction>> = {},
): RouteObject[] {
  return index.flatMap((entry) => {
    let composed: Promise<readonly RouteObject[]> | undefined;
    const composedRoute = async (id: string): Promise<RouteObject> => {
      composed ??= entry.load().then((module) => composePageRoutes([module], deps, middleware));
      const loading = composed;
      const routes = await loading.catch((error: unknown) => {
        if (composed === loading) composed = undefined;
        throw error;
      });
      const route = routes.find((candidate) => candidate.id === id);
      if (!route) throw new Error(`The route module of "${entry.name}" has no route ${id}: regenerate src/app/routing/pageRouteIndex.ts`);
      return route;
    };
    return entry.paths.map((path): RouteObject => {
      const id = pageRouteId(entry.name, path);
      return {
        id,
        path,
        lazy: {
          handle: async () => (await composedRoute(id)).handle,
          middleware: async () => (await composedRoute(id)).middleware ?? [],
          loader: async () => (await composedRoute(id)).loader,
          // The page's form posts (an enhanced form's fetcher runs the same action as the server).
          action: async () => (await composedRoute(id)).action,
          Component: async (): Promise<ComponentOf<RouteObject>> => {
            const route = await composedRoute(id);
            const lazy = route.lazy;
            if (lazy && typeof lazy === 'object' && lazy.Component) return (await lazy.Component()) as ComponentOf<RouteObject>;
            return route.Component as ComponentOf<RouteObject>;
          },
        },
      };
    });
  });
}
