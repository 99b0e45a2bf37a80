import type { LoaderFunctionArgs } from 'react-router';
import { getCouponHistory, type ApiClient, type Coupon } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { loadedOrLeave } from '../../shared/login';
import type { LoadedPage, PageResult } from '../../shared/paging';
import { couponPageOf } from '../shared/walletCoupons';

/**
 * What the coupon history's loader returns: the first page of used and expired coupons, or a
 * failure the page shows with a retry. A guest is sent to the login page and back (spec §8 401).
 */
export type CouponHistoryData =
  | {
      readonly kind: 'ok';
      /** The first page, newest first as the backend lists it; the next pages load as the shopper scrolls. */
      readonly first: LoadedPage<Coupon>;
      /** When the data was loaded: the cards count from here (not from render). */
      readonly loadedAt: number;
    }
  | { readonly kind: 'error'; readonly message?: string };

export async function couponHistoryLoader({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<CouponHistoryData> {
  const result = await getCouponHistory(client, { page: 1 }, { signal: request.signal, suppressToast: true });
  const loaded = await loadedOrLeave(result, client, request);
  if (!loaded.ok) return { kind: 'error', ...(loaded.failure.message !== undefined ? { message: loaded.failure.message } : {}) };
  return { kind: 'ok', first: couponPageOf(loaded.data, 1), loadedAt: Date.now() };
}

/** Page `page` (from 1) of the history, for the growing list (a failure offers a retry). */
export async function fetchCouponHistoryPage(client: ApiClient, page: number, signal: AbortSignal): Promise<PageResult<Coupon>> {
  const result = await getCouponHistory(client, { page }, { signal, suppressToast: true });
  return result.ok ? couponPageOf(result.data, page) : { ok: false };
}
