import { useTranslation } from 'react-i18next';
import type { PayResult } from '../../../api';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { TopBar } from '../../../components/TopBar';
import { Facts, Page, Section } from '../shared/checkout.styles';
import { ResultPanel } from '../shared/ResultPanel';

export type PayAwaitViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message?: string; readonly retrying?: boolean }
  | { readonly status: 'ready'; readonly result: PayResult; readonly checking?: boolean };

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
    <Page aria-busy={state.status === 'loading' || undefined}>
      <TopBar title={t('await.pageTitle')} titleAs="p" />
      {state.status === 'loading' && (
        <Section>
          <Skeleton variant="card" label={t('result.loading')} />
        </Section>
      )}
      {state.status === 'error' && (
        <ErrorState onRetry={onCheck} retrying={state.retrying ?? false} headingLevel={1} {...(state.message ? { message: state.message } : {})} />
      )}
      {state.status === 'ready' && state.result.status === 'pending' && (
        <ResultPanel
          tone="info"
          icon="refresh"
          title={t('await.title')}
          message={t('await.message')}
          details={
            <Facts>
              <dt>{t('result.orderNumber')}</dt>
              <dd>{state.result.order_id}</dd>
            </Facts>
          }
          actions={
            <>
              <Button fullWidth loading={state.checking ?? false} onClick={onCheck}>
                {t('await.check')}
              </Button>
              {onContinuePayment && (
                <Button variant="outline" fullWidth onClick={onContinuePayment}>
                  {t('await.continuePayment')}
                </Button>
              )}
              <Button variant="text" fullWidth onClick={onViewOrders}>
                {t('result.viewOrders')}
              </Button>
            </>
          }
        />
      )}
      {state.status === 'ready' && state.result.status !== 'pending' && (
        <ResultPanel
          tone={state.result.status === 'paid' ? 'success' : 'danger'}
          icon={state.result.status === 'paid' ? 'check' : 'close'}
          title={state.result.status === 'paid' ? t('result.paidTitle') : t('result.failedTitle')}
          actions={
            <Button fullWidth onClick={onSeeResult}>
              {t('await.seeResult')}
            </Button>
          }
        />
      )}
    </Page>
  );
}
