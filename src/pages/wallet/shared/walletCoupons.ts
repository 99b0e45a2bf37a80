import type { Coupon, CouponPage } from '../../../api';
import type { CouponCardState } from '../../../components/CouponCard';
import type { LoadedPage } from '../../shared/paging';

/** The tabs of the coupon wallet (`?tab=`), and the statuses getMyCoupons answers for. */
export const WALLET_TABS = ['usable', 'used', 'expired'] as const;
export type WalletTab = (typeof WALLET_TABS)[number];

/** The `tab` query value, or usable for a missing or unknown one. */
export function walletTabOf(value: string | null): WalletTab {
  return (WALLET_TABS as readonly string[]).includes(value ?? '') ? (value as WalletTab) : 'usable';
}

/** spec §2 mycoupon.php, on the given tab (usable is the plain address). */
export function myCouponsAddress(tab: WalletTab = 'usable'): string {
  return tab === 'usable' ? '/m/mycoupon.php' : `/m/mycoupon.php?tab=${tab}`;
}

/** spec §2 history_coupon. */
export const COUPON_HISTORY_PATH = '/m/history_coupon';

/**
 * Where "use" takes a usable coupon. The coupon data (spec §3) names no products or link of its
 * own, so it is the product list with the coupon's id (chosen).
 */
export function couponUseAddress(coupon: Pick<Coupon, 'id'>): string {
  return `/m/list?coupon_id=${encodeURIComponent(coupon.id)}`;
}

/** Whether another page follows (the answer's has_more, else its total and page size). */
function hasMore(data: CouponPage, page: number): boolean {
  const { paging } = data;
  if (data.list.length === 0 || !paging) return false;
  if (paging.has_more !== undefined) return paging.has_more;
  if (paging.total !== undefined && paging.page_size !== undefined) return page * paging.page_size < paging.total;
  return false;
}

/** One answered page of coupons for the growing list. */
export function couponPageOf(data: CouponPage, page: number): LoadedPage<Coupon> {
  return { ok: true, items: data.list, page, hasMore: hasMore(data, page) };
}

export const couponKey = (coupon: Coupon): string => coupon.id;

/** A coupon's card state in the wallet: its own status when it says used or expired, else the tab's. */
export function walletCardState(coupon: Coupon, fallback: WalletTab): Extract<CouponCardState, 'usable' | 'used' | 'expired'> {
  return coupon.status === 'used' || coupon.status === 'expired' ? coupon.status : fallback;
}
