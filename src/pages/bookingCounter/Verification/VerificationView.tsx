import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Text } from '../../../components';
import { CounterPage, type CounterFrameState } from '../shared';
import { Note } from '../shared/counter.styles';

export type VerificationViewState =
  | CounterFrameState
  | {
      readonly status: 'ready';
      /** 301/303 on a code: no such booking. */
      readonly notFound?: boolean;
      /** The address brought a `code` that is no voucher code. */
      readonly badLink?: boolean;
    };

export interface VerificationViewProps {
  state: VerificationViewState;
  /** The running bookingVerification flow (the code field, the booking, the confirmation). */
  counter: ReactNode;
  /** To the order list (after a voucher, the final payment is confirmed on its order). */
  onOrders: () => void;
  onRetry: () => void;
  onJoin: (href: string) => void;
}

/**
 * The counter verification (spec §2 /m/booking/verification): how to enter a code (typed or
 * pasted, spaces and dashes ignored; scanned with this page's camera where the browser reads QR
 * codes, or the shopper's QR link opened by the phone's camera), the bookingVerification flow
 * itself, and the way to the orders. Pure.
 */
export function VerificationView({ state, counter, onOrders, onRetry, onJoin }: VerificationViewProps) {
  const { t } = useTranslation('bookingCounter');
  return (
    <CounterPage title={t('verification.title')} state={state} onRetry={onRetry} onJoin={onJoin}>
      <Text tone="muted">{t('verification.howTo')}</Text>
      {state.status === 'ready' && state.notFound && (
        <Note $tone="danger" role="alert">
          {t('verification.notFound')}
        </Note>
      )}
      {state.status === 'ready' && state.badLink && <Note role="status">{t('verification.badLink')}</Note>}
      {counter}
      <Button size="lg" variant="outline" fullWidth onClick={onOrders}>
        {t('verification.orders')}
      </Button>
    </CounterPage>
  );
}
