import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { confirmFinalPayment } from '../../../api';
import { useApiClient, useSessionSend } from '../../../session';
import { useSingleFlight } from '../../shared/forms';
import { orderDetailAddress, useCounterFrame, VERIFICATION_PATH } from '../shared';
import type { OrderDetailData } from './orderDetailLoader';
import { OrderDetailView, type OrderDetailViewState } from './OrderDetailView';

/** The order container: the list's way to each order, the way to verify, the final payment (confirmed first, sent once). */
export function OrderDetail() {
  const data = useLoaderData<OrderDetailData>();
  const client = useApiClient();
  const send = useSessionSend();
  const { t } = useTranslation('bookingCounter');
  const paying = useSingleFlight();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const order = data.kind === 'order' ? data.order : null;
  const counter = useCounterFrame(orderDetailAddress(order?.orderId), data);

  const pay = () =>
    paying.run(async () => {
      if (!order) return;
      setFailure(null);
      const result = await confirmFinalPayment(client, { order_id: order.orderId, amount: order.finalPayment }, { suppressToast: true });
      setConfirming(false);
      if (!result.ok) {
        setFailure(counter.failureText(result));
        return;
      }
      send({ type: 'toast.show', text: t('order.finalPayment.done'), tone: 'success' });
      await counter.reload();
    });

  const state: OrderDetailViewState =
    data.kind === 'order'
      ? { status: 'order', order: data.order, confirming, paying: paying.busy, failure }
      : data.kind === 'list'
        ? { status: 'list', orders: data.orders, badLink: data.badLink }
        : counter.frame(data);

  return (
    <>
      <OrderDetailView
        state={state}
        onOpenOrder={counter.go}
        onShowList={() => counter.go(orderDetailAddress())}
        onVerify={() => counter.go(VERIFICATION_PATH)}
        onAskFinalPayment={() => {
          setFailure(null);
          setConfirming(true);
        }}
        onCloseFinalPayment={() => {
          if (!paying.busy) setConfirming(false);
        }}
        onConfirmFinalPayment={() => void pay()}
        onRetry={counter.onRetry}
        onJoin={counter.onJoin}
      />
      {counter.liveChatDialog}
    </>
  );
}
