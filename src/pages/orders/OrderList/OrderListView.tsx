import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../api';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { InfiniteListSentinel, type InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { OrderCard } from '../../../components/OrderCard';
import { Skeleton } from '../../../components/Skeleton';
import { Tabs } from '../../../components/Tabs';
import { StackList } from '../../shared/lists.styles';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import { cardStatusOf, ORDER_TABS, OrderConfirmDialog, orderCardActions, orderDetailAddress, type ConfirmedAction, type OrderActionId, type OrderTab } from '../shared';

/** What the list shows: skeletons, a failure with retry, or the orders loaded so far. */
export type OrderListState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message?: string; readonly retrying?: boolean }
  | { readonly status: 'ready'; readonly orders: readonly Order[]; readonly moreStatus?: InfiniteListStatus };

export interface OrderListViewProps {
  tab: OrderTab;
  state: OrderListState;
  /** The order whose buy again is being sent (its button spins). */
  busyOrder?: string | null;
  /** The action waiting for the shopper's confirmation. */
  pending?: { readonly action: ConfirmedAction; readonly orderNumber: string } | null;
  /** The confirmed action is being sent. */
  confirming?: boolean;
  onTabChange: (tab: OrderTab) => void;
  onRetry: () => void;
  onLoadMore?: () => void;
  onAction: (order: Order, action: OrderActionId) => void;
  /** Open the order's detail. */
  onOpen: (order: Order) => void;
  /** Empty list: go shopping. */
  onShop: () => void;
  onConfirm?: () => void;
  onCloseConfirm?: () => void;
}

const itemCountOf = (order: Order) => order.items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * The shopper's orders (spec §2 /m/my.php): status tabs (all, to pay, to ship, shipped, to
 * review), each order as an OrderCard with the actions of its status, the list growing page by
 * page, an empty state per tab. Pure.
 */
export function OrderListView(props: OrderListViewProps) {
  const { tab, state, busyOrder = null, pending = null, confirming = false, onTabChange, onRetry, onLoadMore, onAction, onOpen, onShop } = props;
  const { t } = useTranslation('orders');
  const titleId = useId();
  const countId = useId();
  const tabs = ORDER_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }));
  return (
    <AccountPage aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
      <Heading level={1} variant="title" id={titleId}>
        {t('list.title')}
      </Heading>
      <Tabs tabs={tabs} selectedId={tab} onSelect={(id) => onTabChange(id as OrderTab)} label={t('list.tabsLabel')} activation="manual">
        {state.status === 'loading' && (
          <LoadingBlocks>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} variant="image" aspectRatio={2.4} announce={index === 0} {...(index === 0 ? { label: t('list.loading') } : {})} />
            ))}
          </LoadingBlocks>
        )}
        {state.status === 'error' && (
          <ErrorState title={t('error.title')} message={state.message ?? t('error.message')} retrying={state.retrying ?? false} onRetry={onRetry} headingLevel={2} />
        )}
        {state.status === 'ready' && state.orders.length === 0 && (state.moreStatus ?? 'end') === 'end' && (
          <EmptyState
            icon="cart"
            title={t(`empty.${tab}.title`)}
            description={t(`empty.${tab}.description`)}
            headingLevel={2}
            {...(tab === 'all' ? { actionLabel: t('empty.action'), onAction: onShop } : {})}
          />
        )}
        {state.status === 'ready' && state.orders.length > 0 && (
          <>
            <Heading level={2} variant="body" tone="muted" id={countId}>
              {t('list.count', { count: state.orders.length })}
            </Heading>
            <StackList aria-labelledby={countId}>
              {state.orders.map((order) => (
                <li key={order.order_id}>
                  <OrderCard
                    orderNumber={order.order_sn}
                    status={cardStatusOf(order.status)}
                    items={order.items.map((item) => ({ imageUrl: item.image1, name: item.product }))}
                    itemCount={itemCountOf(order)}
                    total={order.total}
                    actions={orderCardActions(order, t, busyOrder === order.order_id)}
                    onAction={(id) => onAction(order, id as OrderActionId)}
                    href={orderDetailAddress(order.order_id)}
                    onOpen={(event) => {
                      event.preventDefault();
                      onOpen(order);
                    }}
                  />
                </li>
              ))}
            </StackList>
            <InfiniteListSentinel status={state.moreStatus ?? 'end'} onLoadMore={onLoadMore ?? (() => undefined)} />
          </>
        )}
      </Tabs>
      <OrderConfirmDialog pending={pending} busy={confirming} onConfirm={props.onConfirm ?? (() => undefined)} onClose={props.onCloseConfirm ?? (() => undefined)} />
    </AccountPage>
  );
}
