import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelOrder, confirmReceipt, deleteOrder, repurchaseOrder, type ApiFailure, type Order } from '../../../api';
import { useApiClient, useSessionSend } from '../../../session';
import { useSingleFlight } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import { CART_PATH, isConfirmedAction, payAddress, refundAddress, reviewAddress, trackAddress, type ConfirmedAction, type OrderActionId } from './orderActions';

/** The order waiting for the shopper to confirm an action (cancel, confirm receipt, delete). */
export interface PendingConfirmation {
  readonly action: ConfirmedAction;
  readonly order: Pick<Order, 'order_id' | 'order_sn'>;
}

export interface OrderActionsOptions {
  /** After a cancel or a confirmed receipt (and a delete, unless onDeleted): load the orders again. */
  readonly onChanged: () => void;
  /** After a delete (the detail goes back to the list). */
  readonly onDeleted?: () => void;
}

const CALLS = { cancel: cancelOrder, confirm: confirmReceipt, delete: deleteOrder } as const;

/**
 * What the order buttons do: links go to their page (pay, track, review, refund); cancel, confirm
 * receipt and delete ask first, then send once; buy again sends once and opens the cart. A failure
 * shows the backend's message as a toast and leaves the orders as they are.
 */
export function useOrderActions({ onChanged, onDeleted }: OrderActionsOptions) {
  const { t } = useTranslation('orders');
  const client = useApiClient();
  const navigation = useShopNavigation();
  const send = useSessionSend();
  const flight = useSingleFlight();
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const [busyOrder, setBusyOrder] = useState<string | null>(null);

  const fail = (failure: ApiFailure) => send({ type: 'toast.show', text: failure.message ?? t('failure'), tone: 'danger' });

  const buyAgain = (order: Order) =>
    void flight.run(async () => {
      setBusyOrder(order.order_id);
      const result = await repurchaseOrder(client, { order_id: order.order_id }, { suppressToast: true });
      setBusyOrder(null);
      if (result.ok) navigation.go(CART_PATH);
      else fail(result);
    });

  const act = (order: Order, action: OrderActionId) => {
    if (isConfirmedAction(action)) return setPending({ action, order });
    if (action === 'buyAgain') return buyAgain(order);
    const addresses = {
      pay: () => payAddress(order.order_id),
      track: () => trackAddress(order.order_id),
      review: () => reviewAddress(order),
      refund: () => refundAddress(order.order_id),
    } as const;
    navigation.go(addresses[action]());
  };

  const confirm = () =>
    void flight.run(async () => {
      if (!pending) return;
      const { action, order } = pending;
      const result = await CALLS[action](client, { order_id: order.order_id }, { suppressToast: true });
      setPending(null);
      if (!result.ok) return fail(result);
      send({ type: 'toast.show', text: t(`done.${action}`), tone: 'success' });
      if (action === 'delete' && onDeleted) onDeleted();
      else onChanged();
    });

  return {
    act,
    pending,
    confirm,
    dismiss: () => setPending(null),
    /** A confirmed action is being sent (the dialog's button spins). */
    confirming: flight.busy && pending !== null,
    /** The order whose buy again is being sent. */
    busyOrder: flight.busy ? busyOrder : null,
  };
}
