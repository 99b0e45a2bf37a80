import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The catch-all under /m (spec §2, §8): its loader throws the 404 response with the recommended
 * products; the error boundary renders the not-found page from it, the same page a failed
 * parameter validation shows. It has no component of its own: it never renders.
 */
export const notFoundRoute = {
  paths: ['*'],
  handle: { name: 'not-found', layout: {} },
  loader: lazyLoader(() => import('../../shared/notFound/notFoundResponse'), 'notFoundLoader'),
} satisfies StorefrontRouteModule;
