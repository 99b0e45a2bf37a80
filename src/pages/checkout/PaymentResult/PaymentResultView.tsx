import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { OrderFacts, PaymentStatusFrame, ViewOrdersButton, type PaymentStatusViewState } from '../shared/PaymentStatusFrame';
import { ResultPanel } from '../shared/ResultPanel';
import { BookingResult } from './BookingResult';

export type PaymentResultViewState = PaymentStatusViewState;

export interface PaymentResultViewProps {
  state: PaymentResultViewState;
  /** Reload the status (error retry, or "check again" while pending). */
  onRetry: () => void;
  /** Failed: back to the checkout to pay again. */
  onPayAgain: () => void;
  onViewOrders: () => void;
  /** A booking's deposit: to the shopper's appointments (its voucher is there). */
  onViewAppointments: () => void;
  onContinueShopping: () => void;
}

/**
 * The payment result (/m/payment_result): paid (success), failed (pay again) or still pending
 * (check again); a booking's deposit speaks of the appointment and leads to it. Pure.
 */
export function PaymentResultView({ state, onRetry, onPayAgain, onViewOrders, onViewAppointments, onContinueShopping }: PaymentResultViewProps) {
  const { t } = useTranslation('checkout');
  return (
    <PaymentStatusFrame title={t('result.pageTitle')} state={state} onRetry={onRetry}>
      {({ result }) => {
        if (result.booking_id != null) return <BookingResult result={result} onRetry={onRetry} onViewAppointments={onViewAppointments} />;
        const orders = <ViewOrdersButton onClick={onViewOrders} />;
        switch (result.status) {
          case 'paid':
            return (
              <ResultPanel
                tone="success"
                icon="check"
                title={t('result.paidTitle')}
                message={t('result.paidMessage')}
                details={<OrderFacts orderId={result.order_id} />}
                actions={
                  <>
                    <Button fullWidth onClick={onContinueShopping}>
                      {t('result.continueShopping')}
                    </Button>
                    {orders}
                  </>
                }
              />
            );
          case 'failed':
            return (
              <ResultPanel
                tone="danger"
                icon="close"
                title={t('result.failedTitle')}
                message={t('result.failedMessage')}
                actions={
                  <>
                    <Button fullWidth onClick={onPayAgain}>
                      {t('result.payAgain')}
                    </Button>
                    {orders}
                  </>
                }
              />
            );
          case 'pending':
            return (
              <ResultPanel
                tone="warning"
                icon="refresh"
                title={t('result.pendingTitle')}
                message={t('result.pendingMessage')}
                actions={
                  <>
                    <Button fullWidth onClick={onRetry}>
                      {t('result.checkAgain')}
                    </Button>
                    {orders}
                  </>
                }
              />
            );
        }
      }}
    </PaymentStatusFrame>
  );
}
