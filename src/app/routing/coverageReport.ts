import type { RouteObject } from 'react-router';
import { createClient } from '../../api';
import { formatCoverage, routeCoverage } from './coverage';
import { createPageRoutes } from './pageRoutes';
import { SPEC_ROUTES } from './specRoutes';

/** The table's page routes under /m as the app mounts them (no elements: nothing renders here). */
export function pageRouteTree(): RouteObject[] {
  const client = createClient({ baseUrl: '', origin: 'http://localhost', fetch: async () => new Response('{}') });
  return [{ path: '/m', children: [{ id: 'pages', children: createPageRoutes({ client }) }] }];
}

/** `npm run routes:report`: prints every spec §2 route and whether the table serves it. */
export function main(): number {
  console.log(formatCoverage(routeCoverage(pageRouteTree(), SPEC_ROUTES)));
  return 0;
}
