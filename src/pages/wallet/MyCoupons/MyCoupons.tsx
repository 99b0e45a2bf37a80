import { useLoaderData, useLocation, useNavigation, useRevalidator } from 'react-router';
import type { Coupon } from '../../../api';
import { useApiClient } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { useInfinitePages, type PageResult } from '../../shared/paging';
import { COUPON_HISTORY_PATH, couponKey, couponUseAddress, myCouponsAddress, walletTabOf } from '../shared';
import { fetchMyCouponsPage, type MyCouponsData } from './myCouponsLoader';
import { MyCouponsView } from './MyCouponsView';

const NO_COUPONS: PageResult<Coupon> = { ok: true, items: [], page: 1, hasMore: false };

/**
 * The coupon wallet's container. A tab is an address (`?tab=used`): switching runs the loader
 * for that tab. The list grows a page at a time as the shopper scrolls; Use opens the products
 * the coupon applies to.
 */
export function MyCoupons() {
  const data = useLoaderData<MyCouponsData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const navigation = useShopNavigation();
  const { tab } = data;
  const pages = useInfinitePages(data.kind === 'ok' ? data.first : NO_COUPONS, (page, signal) => fetchMyCouponsPage(client, tab, page, signal), {
    keyOf: couponKey,
  });
  const retrying = revalidator.state === 'loading';
  // Another tab of this page is loading: show it selected, with skeletons, until it arrives.
  const location = useLocation();
  const pending = useNavigation();
  const pendingTab =
    pending.state !== 'idle' && pending.location?.pathname === location.pathname ? walletTabOf(new URLSearchParams(pending.location.search).get('tab')) : tab;
  return (
    <MyCouponsView
      tab={pendingTab}
      state={
        pendingTab !== tab
          ? { status: 'loading' }
          : data.kind === 'ok'
          ? { status: 'ready', coupons: pages.items, moreStatus: pages.status }
          : { status: 'error', retrying, ...(data.message !== undefined ? { message: data.message } : {}) }
      }
      now={data.kind === 'ok' ? data.loadedAt : 0}
      onTabChange={(next) => navigation.go(myCouponsAddress(next))}
      onRetry={() => void revalidator.revalidate()}
      onLoadMore={pages.loadMore}
      onUse={(coupon) => navigation.go(couponUseAddress(coupon))}
      onShop={() => navigation.go('/m')}
      onHistory={() => navigation.go(COUPON_HISTORY_PATH)}
    />
  );
}
