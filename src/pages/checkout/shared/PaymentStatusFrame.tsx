import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayResult } from '../../../api';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { KeyValueList, KeyValueRow } from '../../../components/KeyValueRow';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { TopBar } from '../../../components/TopBar';
import { Page } from './checkout.styles';

/** A page about one order's payment: loading, the status call failed, or the status it answered (with page extras). */
export type PaymentStatusViewState<Extra extends object = object> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message?: string; readonly retrying?: boolean }
  | ({ readonly status: 'ready'; readonly result: PayResult } & Extra);

export interface PaymentStatusFrameProps<Extra extends object> {
  /** The page's name in the top bar. */
  title: string;
  state: PaymentStatusViewState<Extra>;
  /** Ask for the status again (the error state's retry). */
  onRetry: () => void;
  /** What the answered status shows. */
  children: (ready: Extract<PaymentStatusViewState<Extra>, { status: 'ready' }>) => ReactNode;
}

/**
 * The frame of the payment-result, await and offline-payment pages: the top bar, a skeleton while
 * the status loads, the error with retry, then the page's own panel for the answered status.
 */
export function PaymentStatusFrame<Extra extends object>({ title, state, onRetry, children }: PaymentStatusFrameProps<Extra>) {
  const { t } = useTranslation('checkout');
  return (
    <Page aria-busy={state.status === 'loading' || undefined}>
      <TopBar title={title} titleAs="p" />
      {state.status === 'loading' && (
        <Section>
          <Skeleton variant="card" label={t('result.loading')} />
        </Section>
      )}
      {state.status === 'error' && (
        <ErrorState onRetry={onRetry} retrying={state.retrying ?? false} headingLevel={1} {...(state.message ? { message: state.message } : {})} />
      )}
      {state.status === 'ready' && children(state as Extract<PaymentStatusViewState<Extra>, { status: 'ready' }>)}
    </Page>
  );
}

/** The order number to quote, and any further facts (KeyValueRows) after it. */
export function OrderFacts({ orderId, children }: { orderId: string; children?: ReactNode }) {
  const { t } = useTranslation('checkout');
  return (
    <KeyValueList>
      <KeyValueRow label={t('result.orderNumber')} value={orderId} />
      {children}
    </KeyValueList>
  );
}

/** "My orders": the way to the order list every payment page offers. */
export function ViewOrdersButton({ onClick, variant = 'outline' }: { onClick: () => void; variant?: 'outline' | 'text' }) {
  const { t } = useTranslation('checkout');
  return (
    <Button variant={variant} fullWidth onClick={onClick}>
      {t('result.viewOrders')}
    </Button>
  );
}
