import { useTranslation } from 'react-i18next';
import type { PayResult } from '../../../api';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { TopBar } from '../../../components/TopBar';
import { Facts, Page, Section, Steps } from '../shared/checkout.styles';
import { ResultPanel } from '../shared/ResultPanel';

export type OfflinePaymentViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message?: string; readonly retrying?: boolean }
  | { readonly status: 'ready'; readonly result: PayResult };

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
  const orders = (
    <Button variant="outline" fullWidth onClick={onViewOrders}>
      {t('result.viewOrders')}
    </Button>
  );
  return (
    <Page aria-busy={state.status === 'loading' || undefined}>
      <TopBar title={t('offline.pageTitle')} titleAs="p" />
      {state.status === 'loading' && (
        <Section>
          <Skeleton variant="card" label={t('result.loading')} />
        </Section>
      )}
      {state.status === 'error' && (
        <ErrorState onRetry={onRetry} retrying={state.retrying ?? false} headingLevel={1} {...(state.message ? { message: state.message } : {})} />
      )}
      {state.status === 'ready' && state.result.status === 'paid' && (
        <ResultPanel tone="success" icon="check" title={t('result.paidTitle')} message={t('offline.alreadyPaid')} actions={orders} />
      )}
      {state.status === 'ready' && state.result.status !== 'paid' && (
        <ResultPanel
          tone="info"
          icon="coupon"
          title={t('offline.title')}
          message={t('offline.message')}
          details={
            <>
              <Facts>
                <dt>{t('result.orderNumber')}</dt>
                <dd>{state.result.order_id}</dd>
                <dt>{t('offline.method')}</dt>
                <dd>{methodName}</dd>
              </Facts>
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
      )}
    </Page>
  );
}
