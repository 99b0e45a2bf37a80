export { LAYOUT_ROUTE_ID, loadLayoutData, useLayoutLoaderData } from './layoutData';
export type { LayoutData } from './layoutData';
export { useFooterValue } from './useFooterValue';
