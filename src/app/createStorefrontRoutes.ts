import type { RouteObject } from 'react-router';
import { createPageRoutes } from './routing/pageRoutes';
import { composeStorefrontRoutes, type StorefrontRoutesOptions } from './storefrontRouteTable';

export type { StorefrontRoutesOptions } from './storefrontRouteTable';

/**
 * The route table of `beauty-storefront/pages` (spec §2): mount it in a data router
 * (`createBrowserRouter(createStorefrontRoutes({ client, origin }))`) inside I18nextProvider,
 * StorefrontThemeProvider and SessionProvider. Every page sits under /m in the shared layout;
 * the root middleware applies the link rules; errors render the not-found or error page. Every
 * page's route module is in the table (the server renders with it).
 */
export function createStorefrontRoutes(options: StorefrontRoutesOptions): RouteObject[] {
  return composeStorefrontRoutes(options, createPageRoutes);
}
