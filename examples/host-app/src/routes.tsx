// #region routes
import { Outlet, type RouteObject } from 'react-router';

/** The host's root route: its own frame around every page (a host's header, its analytics…). */
function HostRoot() {
  return (
    <div className="host-app">
      <Outlet />
    </div>
  );
}

/**
 * The host's route table: its own root route with the storefront's routes under it (every page is
 * under /m). A host's own pages go beside them, e.g. `{ path: '/about', Component: About }`. The
 * server (createStorefrontHandler's `routes`) and the browser (hydrateStorefront's `routes`) take
 * this same function, so both render the same tree.
 */
export function hostRoutes(storefrontRoutes: RouteObject[]): RouteObject[] {
  return [{ id: 'host', Component: HostRoot, children: storefrontRoutes }];
}
// #endregion routes
