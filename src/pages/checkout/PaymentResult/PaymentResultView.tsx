import { useTranslation } from 'react-i18next';
import type { PayResult } from '../../../api';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { TopBar } from '../../../components/TopBar';
import { Facts, Page, Section } from '../shared/checkout.styles';
import { ResultPanel } from '../shared/ResultPanel';

export type PaymentResultViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message?: string; readonly retrying?: boolean }
  | { readonly status: 'ready'; readonly result: PayResult };

export interface PaymentResultViewProps {
  state: PaymentResultViewState;
  /** Reload the status (error retry, or "check again" while pending). */
  onRetry: () => void;
  /** Failed: back to the checkout to pay again. */
  onPayAgain: () => void;
  onViewOrders: () => void;
  onContinueShopping: () => void;
}

/**
 * The payment result (/m/payment_result): paid (success), failed (pay again) or still pending
 * (check again). Pure.
 */
export function PaymentResultView({ state, onRetry, onPayAgain, onViewOrders, onContinueShopping }: PaymentResultViewProps) {
  const { t } = useTranslation('checkout');
  const orders = (
    <Button variant="outline" fullWidth onClick={onViewOrders}>
      {t('result.viewOrders')}
    </Button>
  );
  return (
    <Page aria-busy={state.status === 'loading' || undefined}>
      <TopBar title={t('result.pageTitle')} titleAs="p" />
      {state.status === 'loading' && (
        <Section>
          <Skeleton variant="card" label={t('result.loading')} />
        </Section>
      )}
      {state.status === 'error' && (
        <ErrorState onRetry={onRetry} retrying={state.retrying ?? false} headingLevel={1} {...(state.message ? { message: state.message } : {})} />
      )}
      {state.status === 'ready' && state.result.status === 'paid' && (
        <ResultPanel
          tone="success"
          icon="check"
          title={t('result.paidTitle')}
          message={t('result.paidMessage')}
          details={
            <Facts>
              <dt>{t('result.orderNumber')}</dt>
              <dd>{state.result.order_id}</dd>
            </Facts>
          }
          actions={
            <>
              <Button fullWidth onClick={onContinueShopping}>
                {t('result.continueShopping')}
              </Button>
              {orders}
            </>
          }
        />
      )}
      {state.status === 'ready' && state.result.status === 'failed' && (
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
      )}
      {state.status === 'ready' && state.result.status === 'pending' && (
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
      )}
    </Page>
  );
}
