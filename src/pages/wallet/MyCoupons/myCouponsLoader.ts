import type { LoaderFunctionArgs } from 'react-router';
import { getMyCoupons, type ApiClient, type Coupon } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { loadedOrLeave } from '../../shared/login';
import type { LoadedPage, PageResult } from '../../shared/paging';
import { couponPageOf, walletTabOf, type WalletTab } from '../shared/walletCoupons';

/**
 * What the coupon wallet's loader returns for the tab in the address: the first page of its
 * coupons, or a failure the page shows with a retry. A guest never gets here: the loader sends
 * them to the login page and back (spec §8 errcode 401).
 */
export type MyCouponsData =
  | {
      readonly kind: 'ok';
      readonly tab: WalletTab;
      /** The first page; the next pages load as the shopper scrolls. */
      readonly first: LoadedPage<Coupon>;
      /** When the data was loaded: the cards' "expires in" counts from here (not from render). */
      readonly loadedAt: number;
    }
  | { readonly kind: 'error'; readonly tab: WalletTab; readonly message?: string };

/** The tab of `?tab=` (usable when missing or unknown), its first page of coupons. */
export async function myCouponsLoader({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<MyCouponsData> {
  const tab = walletTabOf(new URL(request.url).searchParams.get('tab'));
  const result = await getMyCoupons(client, { status: tab, page: 1 }, { signal: request.signal, suppressToast: true });
  const loaded = await loadedOrLeave(result, client, request);
  if (!loaded.ok) return { kind: 'error', tab, ...(loaded.failure.message !== undefined ? { message: loaded.failure.message } : {}) };
  return { kind: 'ok', tab, first: couponPageOf(loaded.data, 1), loadedAt: Date.now() };
}

/** Page `page` (from 1) of the tab's coupons, for the growing list (a failure offers a retry). */
export async function fetchMyCouponsPage(client: ApiClient, tab: WalletTab, page: number, signal: AbortSignal): Promise<PageResult<Coupon>> {
  const result = await getMyCoupons(client, { status: tab, page }, { signal, suppressToast: true });
  return result.ok ? couponPageOf(result.data, page) : { ok: false };
}
