import { useLocation, useNavigation, useRevalidator } from 'react-router';
import type { Order } from '../../../api';
import { useApiClient } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { useInfinitePages } from '../../shared/paging';
import type { LoadedPage } from '../../shared/paging';
import { myOrdersAddress, orderDetailAddress, orderKey, orderTabOf, type OrderTab } from '../shared';
import { useOrderActions } from '../shared/useOrderActions';
import { fetchOrdersPage } from '../Orders/ordersLoader';
import { OrderListView, type OrderListState } from './OrderListView';

export interface OrderListProps {
  tab: OrderTab;
  /** The tab's first page; null when it failed. */
  first: LoadedPage<Order> | null;
  message?: string;
}

const NO_ORDERS: LoadedPage<Order> = { ok: true, items: [], page: 1, hasMore: false };

/**
 * The order list's container. A tab is an address (`?status=shipped`): switching runs the loader
 * for that tab. The list grows a page at a time; the order buttons run through useOrderActions
 * and a change (cancel, receipt, delete) loads the list again.
 */
export function OrderList({ tab, first, message }: OrderListProps) {
  const revalidator = useRevalidator();
  const client = useApiClient();
  const navigation = useShopNavigation();
  const pages = useInfinitePages(first ?? NO_ORDERS, (page, signal) => fetchOrdersPage(client, tab, page, signal), { keyOf: orderKey });
  const actions = useOrderActions({ onChanged: () => void revalidator.revalidate() });
  // Another tab of this page is loading: show it selected, with skeletons, until it arrives.
  const location = useLocation();
  const pending = useNavigation();
  const nextSearch = pending.state !== 'idle' && pending.location?.pathname === location.pathname ? new URLSearchParams(pending.location.search) : null;
  const pendingTab = nextSearch && !nextSearch.has('order_id') ? orderTabOf(nextSearch.get('status')) : tab;
  const state: OrderListState =
    pendingTab !== tab
      ? { status: 'loading' }
      : first
      ? { status: 'ready', orders: pages.items, moreStatus: pages.status }
      : { status: 'error', retrying: revalidator.state === 'loading', ...(message !== undefined ? { message } : {}) };
  return (
    <OrderListView
      tab={pendingTab}
      state={state}
      busyOrder={actions.busyOrder}
      pending={actions.pending ? { action: actions.pending.action, orderNumber: actions.pending.order.order_sn } : null}
      confirming={actions.confirming}
      onTabChange={(next) => navigation.go(myOrdersAddress(next))}
      onRetry={() => void revalidator.revalidate()}
      onLoadMore={pages.loadMore}
      onAction={actions.act}
      onOpen={(order) => navigation.go(orderDetailAddress(order.order_id))}
      onShop={() => navigation.go('/m')}
      onConfirm={actions.confirm}
      onCloseConfirm={actions.dismiss}
    />
  );
}
