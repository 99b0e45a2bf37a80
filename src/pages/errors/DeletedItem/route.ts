import type { StorefrontRouteModule } from '../../routeModule';
/**
 * The deleted-community-item page (spec §2: "reviewed deleted" note and a link to the community
 * home). The spec gives no path: /m/community/deleted is chosen (community links to a removed
 * feed or review are sent here).
 */
export const deletedItemRoute = {
  paths: ['community/deleted'],
  handle: { name: 'community-deleted', layout: {} },
  Component: async () => (await import('./DeletedItem')).DeletedItem,
} satisfies StorefrontRouteModule;
