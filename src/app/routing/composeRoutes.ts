import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MiddlewareFunction, type RouteObject } from 'react-router';
import { notFoundResponse } from '../../pages/shared/notFound/notFoundResponse';
import { resolveMiddlewareNames, UNKNOWN_MIDDLEWARE_MESSAGE } from '../rules/middlewareNames';
import { paramsAreValid } from '../rules/routeParams';
import { withGoTopRule } from './goTopRoutes';
import type { RouteDeps, StorefrontRouteModule } from '../../pages/routeModule';

/** Makes the children of the `pages` route (under the /m layout) from the injected dependencies and the host's named middleware. */
export type PageRoutes = (deps: RouteDeps, middleware?: Readonly<Record<string, MiddlewareFunction>>) => RouteObject[];

/** A page route's id: its spec §2 name and its path (the server's and the browser's tables agree on it). */
export function pageRouteId(name: string, path: string): string {
  return `${name}:${path}`;
}

/** The element of a route that never renders (its loader always throws). */
function Nothing(): null {
  return null;
}

/** spec §8: 500 "Unknown middleware", thrown by the route that names it. */
function unknownMiddleware(): MiddlewareFunction {
  return () => {
    throw data(UNKNOWN_MIDDLEWARE_MESSAGE, { status: 500, statusText: UNKNOWN_MIDDLEWARE_MESSAGE });
  };
}

/**
 * Turns page route modules into the children of the /m layout route: one route per path, the
 * handle (with the go-to-top rule applied), parameter validation before the loader (a failure
 * throws the not-found response), the loader with the injected dependencies, named middleware and
 * the lazily loaded component.
 */
export function composePageRoutes(
  modules: readonly StorefrontRouteModule[],
  deps: RouteDeps,
  registry: Readonly<Record<string, MiddlewareFunction>> = {},
): RouteObject[] {
  return modules.flatMap((module) => {
    const handle = withGoTopRule(module.handle);
    const names = handle.middleware ?? [];
    const resolved = resolveMiddlewareNames(names, registry);
    const middleware = resolved.ok ? [...resolved.middleware] : [unknownMiddleware()];
    const loader = async (args: LoaderFunctionArgs): Promise<unknown> => {
      if (module.params && !paramsAreValid(args.params, module.params)) throw await notFoundResponse(deps.client, args.request.signal);
      return module.loader ? module.loader(args, deps) : null;
    };
    const action = module.action;
    return module.paths.map(
      (path): RouteObject => ({
        id: pageRouteId(handle.name, path),
        path,
        handle,
        loader,
        ...(action ? { action: (args: ActionFunctionArgs) => action(args, deps) } : {}),
        ...(middleware.length > 0 ? { middleware } : {}),
        ...(module.Component ? { lazy: { Component: module.Component } } : { Component: Nothing }),
      }),
    );
  });
}
