import { useRevalidator } from 'react-router';
import type { OrderDetail as OrderDetailData } from '../../../api';
import { useShopNavigation } from '../../shared/navigation';
import { MY_ORDERS_PATH } from '../shared';
import { useOrderActions } from '../shared/useOrderActions';
import { OrderDetailView } from './OrderDetailView';

export interface OrderDetailProps {
  /** The order; null when it could not be loaded. */
  order: OrderDetailData | null;
  message?: string;
}

/** One order's container: its actions through useOrderActions; after a delete, back to the list. */
export function OrderDetail({ order, message }: OrderDetailProps) {
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const actions = useOrderActions({ onChanged: () => void revalidator.revalidate(), onDeleted: () => navigation.go(MY_ORDERS_PATH) });
  return (
    <OrderDetailView
      state={order ? { status: 'ready', order } : { status: 'error', retrying: revalidator.state === 'loading', ...(message !== undefined ? { message } : {}) }}
      busy={actions.busyOrder !== null}
      pending={actions.pending ? { action: actions.pending.action, orderNumber: actions.pending.order.order_sn } : null}
      confirming={actions.confirming}
      onAction={(action) => order && actions.act(order, action)}
      onRetry={() => void revalidator.revalidate()}
      onBackToList={() => navigation.go(MY_ORDERS_PATH)}
      onConfirm={actions.confirm}
      onCloseConfirm={actions.dismiss}
    />
  );
}
