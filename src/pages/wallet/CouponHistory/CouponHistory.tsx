import { useLoaderData, useRevalidator } from 'react-router';
import type { Coupon } from '../../../api';
import { useApiClient } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { useInfinitePages, type PageResult } from '../../shared/paging';
import { couponKey, myCouponsAddress } from '../shared';
import { fetchCouponHistoryPage, type CouponHistoryData } from './couponHistoryLoader';
import { CouponHistoryView } from './CouponHistoryView';

const NO_COUPONS: PageResult<Coupon> = { ok: true, items: [], page: 1, hasMore: false };

/** The coupon history's container: the list grows a page at a time as the shopper scrolls. */
export function CouponHistory() {
  const data = useLoaderData<CouponHistoryData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const navigation = useShopNavigation();
  const pages = useInfinitePages(data.kind === 'ok' ? data.first : NO_COUPONS, (page, signal) => fetchCouponHistoryPage(client, page, signal), {
    keyOf: couponKey,
  });
  return (
    <CouponHistoryView
      state={
        data.kind === 'ok'
          ? { status: 'ready', coupons: pages.items, moreStatus: pages.status }
          : { status: 'error', retrying: revalidator.state === 'loading', ...(data.message !== undefined ? { message: data.message } : {}) }
      }
      now={data.kind === 'ok' ? data.loadedAt : 0}
      onRetry={() => void revalidator.revalidate()}
      onLoadMore={pages.loadMore}
      onMyCoupons={() => navigation.go(myCouponsAddress())}
    />
  );
}
