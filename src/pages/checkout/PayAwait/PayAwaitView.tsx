import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { OrderFacts, PaymentStatusFrame, ViewOrdersButton, type PaymentStatusViewState } from '../shared/PaymentStatusFrame';
import { ResultPanel } from '../shared/ResultPanel';

export type PayAwaitViewState = PaymentStatusViewState<{ readonly checking?: boolean }>;

export interface PayAwaitViewProps {
  state: PayAwaitViewState;
  /** Ask the shop again whether the payment went through. */
  onCheck: () => void;
  /** Pending with a payment page to finish on (only when the address is safe). */
  onContinuePayment?: () => void;
  /** Paid or failed: to the payment result. */
  onSeeResult: () => void;
  onViewOrders: () => void;
}

/**
 * Waiting for a payment (/m/orderconfirm/await): the provider has not answered yet. The shopper
 * checks again (no automatic polling), finishes on the provider's page, or sees the result once
 * it is known. Pure.
 */
export function PayAwaitView({ state, onCheck, onContinuePayment, onSeeResult, onViewOrders }: PayAwaitViewProps) {
  const { t } = useTranslation('checkout');
  return (
    <PaymentStatusFrame title={t('await.pageTitle')} state={state} onRetry={onCheck}>
      {({ result, checking = false }) =>
        result.status === 'pending' ? (
          <ResultPanel
            tone="info"
            icon="refresh"
            title={t('await.title')}
            message={t('await.message')}
            details={<OrderFacts orderId={result.order_id} />}
            actions={
              <>
                <Button fullWidth loading={checking} onClick={onCheck}>
                  {t('await.check')}
                </Button>
                {onContinuePayment && (
                  <Button variant="outline" fullWidth onClick={onContinuePayment}>
                    {t('await.continuePayment')}
                  </Button>
                )}
                <ViewOrdersButton variant="text" onClick={onViewOrders} />
              </>
            }
          />
        ) : (
          <ResultPanel
            tone={result.status === 'paid' ? 'success' : 'danger'}
            icon={result.status === 'paid' ? 'check' : 'close'}
            title={result.status === 'paid' ? t('result.paidTitle') : t('result.failedTitle')}
            actions={
              <Button fullWidth onClick={onSeeResult}>
                {t('await.seeResult')}
              </Button>
            }
          />
        )
      }
    </PaymentStatusFrame>
  );
}
