import { useRouteLoaderData } from 'react-router';
import type { ApiClient, FooterNavData } from '../../../api';

/** The id of the /m layout route in the route table: its loader loads the layout data. */
export const LAYOUT_ROUTE_ID = 'layout';

/** What the layout route's loader returns (spec §7 layout calls). */
export interface LayoutData {
  /** The footer-navigation answer; null when the call failed (the data is ignored, nothing broken shown). */
  readonly footer: FooterNavData | null;
  /** The footer answer's cart count (spec §7 responses: shopcartnum), when it carried one. */
  readonly shopCartNum: number | null;
}

/**
 * The layout's footer-navigation call, as the layout route's loader: it runs beside the page's own
 * loader (one round of calls, no waterfall after the first render), so the first render, on the
 * server too, already has the footer data, and whatever it shows (the home page's notices and free
 * gift) takes its place from the start instead of pushing the page down when it arrives. Never
 * throws: a failure is `footer: null`.
 */
export async function loadLayoutData(client: ApiClient, signal?: AbortSignal): Promise<LayoutData> {
  // The call and its schemas load with the first request, not with every page's first load.
  const { getFooterNav } = await import('../../../api/endpoints/layout');
  const result = await getFooterNav(client, {}, { suppressToast: true, ...(signal ? { signal } : {}) });
  if (!result.ok) return { footer: null, shopCartNum: null };
  const count = result.body.shopcartnum;
  return { footer: result.data, shopCartNum: typeof count === 'number' ? count : null };
}

/**
 * The layout route's loader data; undefined when the page runs without it (a host's own route
 * around the layout, a story of a single page).
 */
export function useLayoutLoaderData(): LayoutData | undefined {
  return useRouteLoaderData(LAYOUT_ROUTE_ID) as LayoutData | undefined;
}
