/**
 * The deleted-community-item page (spec §2: "reviewed deleted" note and a link to the community
 * home). The spec gives no path: /m/community/deleted is chosen (community links to a removed
 * feed or review are sent here). The app checks this module's shape where it composes the table.
 */
export const deletedItemRoute = {
  paths: ['community/deleted'],
  handle: { name: 'community-deleted', layout: {} },
  Component: async () => (await import('./DeletedItem')).DeletedItem,
};
