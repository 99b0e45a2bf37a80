import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { reviewProviderRefund } from '../../../api';
import { useApiClient, useSessionSend } from '../../../session';
import { useSingleFlight } from '../../shared/forms';
import { orderRefundAddress, useCounterFrame } from '../shared';
import type { OrderRefundData } from './orderRefundLoader';
import { OrderRefundView, type OrderRefundViewState, type RefundDecision } from './OrderRefundView';

/** The refund container: the list's way to each request; a decision confirmed first and sent once, then the request reloads. */
export function OrderRefund() {
  const data = useLoaderData<OrderRefundData>();
  const client = useApiClient();
  const send = useSessionSend();
  const { t } = useTranslation('bookingCounter');
  const sending = useSingleFlight();
  const [deciding, setDeciding] = useState<RefundDecision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refund = data.kind === 'refund' ? data.refund : null;
  const counter = useCounterFrame(orderRefundAddress(refund?.refundId), data);

  const decide = () =>
    sending.run(async () => {
      if (!refund || !deciding) return;
      setFailure(null);
      const result = await reviewProviderRefund(client, { refund_id: refund.refundId, action: deciding }, { suppressToast: true });
      setDeciding(null);
      if (!result.ok) {
        setFailure(counter.failureText(result));
        return;
      }
      send({ type: 'toast.show', text: t(deciding === 'approve' ? 'refund.approved' : 'refund.rejected'), tone: 'success' });
      await counter.reload();
    });

  const state: OrderRefundViewState =
    data.kind === 'refund'
      ? { status: 'refund', refund: data.refund, order: data.order, deciding, sending: sending.busy, failure }
      : data.kind === 'list'
        ? { status: 'list', refunds: data.refunds, badLink: data.badLink }
        : counter.frame(data);

  return (
    <>
      <OrderRefundView
        state={state}
        onOpenRefund={counter.go}
        onShowList={() => counter.go(orderRefundAddress())}
        onAskDecision={(decision) => {
          setFailure(null);
          setDeciding(decision);
        }}
        onCloseDecision={() => {
          if (!sending.busy) setDeciding(null);
        }}
        onConfirmDecision={() => void decide()}
        onRetry={counter.onRetry}
        onJoin={counter.onJoin}
      />
      {counter.liveChatDialog}
    </>
  );
}
