import { useLoaderData, useRevalidator } from 'react-router';
import { useApiClient } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { useInfinitePages, type PageResult } from '../../shared/paging';
import { problemState } from '../shared/refundData';
import { refundAddress } from '../shared/refundLinks';
import { fetchRefundPage, refundKey, type RefundSummary } from '../shared/refundPages';
import type { RefundListData } from './refundListLoader';
import { RefundListView } from './RefundListView';

const NONE: PageResult<RefundSummary> = { ok: true, items: [], page: 1, hasMore: false };
/** The orders, where a refund is asked for. */
const ORDERS_PATH = '/m/my.php';

/** The refund list container: the list grows a page at a time; a row opens its detail. */
export function RefundList() {
  const data = useLoaderData<RefundListData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const navigation = useShopNavigation();
  const pages = useInfinitePages(data.kind === 'ok' ? data.first : NONE, (page, signal) => fetchRefundPage(client, page, signal), { keyOf: refundKey });
  return (
    <RefundListView
      state={data.kind === 'ok' ? { status: 'ready', refunds: pages.items, moreStatus: pages.status } : problemState(data, revalidator.state === 'loading')}
      onOpen={(refund) => navigation.go(refundAddress('detail', refund.refundId))}
      onRetry={() => void revalidator.revalidate()}
      onLoadMore={pages.loadMore}
      onOrders={() => navigation.go(ORDERS_PATH)}
    />
  );
}
