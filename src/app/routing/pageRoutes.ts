import type { MiddlewareFunction, RouteObject } from 'react-router';
import { composePageRoutes } from './composeRoutes';
import { NOT_FOUND_MODULE, PAGE_MODULES } from './pageModules';
import type { RouteDeps } from '../../pages/routeModule';

/** The children of the /m layout route: every page module, then the not-found catch-all. */
export function createPageRoutes(deps: RouteDeps, middleware: Readonly<Record<string, MiddlewareFunction>> = {}): RouteObject[] {
  return composePageRoutes([...PAGE_MODULES, NOT_FOUND_MODULE], deps, middleware);
}
