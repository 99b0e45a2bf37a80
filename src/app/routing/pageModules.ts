import { deletedItemRoute } from '../../pages/errors/DeletedItem/route';
import { notFoundRoute } from '../../pages/errors/NotFound/route';
import type { StorefrontRouteModule } from './routeModule';

/**
 * The pages the table serves, under /m. Only pages that exist are listed (no placeholders): the
 * shopping, account, community and booking pages join as their issues land. The catch-all
 * not-found module stays last.
 */
export const PAGE_MODULES: readonly StorefrontRouteModule[] = [deletedItemRoute];

/** The catch-all under /m. */
export const NOT_FOUND_MODULE: StorefrontRouteModule = notFoundRoute;
