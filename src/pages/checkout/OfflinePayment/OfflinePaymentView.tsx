import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { KeyValueRow } from '../../../components/KeyValueRow';
import { Steps } from '../shared/checkout.styles';
import { OrderFacts, PaymentStatusFrame, ViewOrdersButton, type PaymentStatusViewState } from '../shared/PaymentStatusFrame';
import { ResultPanel } from '../shared/ResultPanel';

export type OfflinePaymentViewState = PaymentStatusViewState;

export interface OfflinePaymentViewProps {
  state: OfflinePaymentViewState;
  /** The method chosen at checkout (its code, e.g. promptpay); names the instructions. */
  methodName: string;
  onRetry: () => void;
  /** "I have paid": to the await page, which checks the payment. */
  onPaid: () => void;
  onViewOrders: () => void;
}

/**
 * Offline payment instructions (/m/offline_payment): how to pay an order placed with a transfer
 * method, the order number to quote, and "I have paid". An order already paid says so. Pure.
 */
export function OfflinePaymentView({ state, methodName, onRetry, onPaid, onViewOrders }: OfflinePaymentViewProps) {
  const { t } = useTranslation('checkout');
  const orders = <ViewOrdersButton onClick={onViewOrders} />;
  return (
    <PaymentStatusFrame title={t('offline.pageTitle')} state={state} onRetry={onRetry}>
      {({ result }) =>
        result.status === 'paid' ? (
          <ResultPanel tone="success" icon="check" title={t('result.paidTitle')} message={t('offline.alreadyPaid')} actions={orders} />
        ) : (
          <ResultPanel
            tone="info"
            icon="coupon"
            title={t('offline.title')}
            message={t('offline.message')}
            details={
              <>
                <OrderFacts orderId={result.order_id}>
                  <KeyValueRow label={t('offline.method')} value={methodName} />
                </OrderFacts>
                <Steps aria-label={t('offline.stepsLabel')}>
                  <li>{t('offline.step1')}</li>
                  <li>{t('offline.step2')}</li>
                  <li>{t('offline.step3')}</li>
                </Steps>
              </>
            }
            actions={
              <>
                <Button fullWidth onClick={onPaid}>
                  {t('offline.paid')}
                </Button>
                {orders}
              </>
            }
          />
        )
      }
    </PaymentStatusFrame>
  );
}
