import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, Heading, Skeleton } from '../../../components';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';

export type AppointmentRefundViewState =
  | { readonly status: 'loading' }
  /** No usable order: order_id missing or malformed, or the backend does not know it. */
  | { readonly status: 'invalid' }
  | { readonly status: 'error'; readonly message?: string | null; readonly retrying?: boolean }
  | { readonly status: 'ready' };

export interface AppointmentRefundViewProps {
  state: AppointmentRefundViewState;
  /** The running refund flow (the bookingRefund screens), shown when ready. */
  refund?: ReactNode;
  /** Back to the appointments. */
  onAppointments: () => void;
  onRetry: () => void;
}

/**
 * An appointment's refund page (/m/booking_appointment_service/refund?order_id=): the page's title,
 * the refund flow's screens, and the way back to the appointments; a missing or unknown order and
 * a failed load each say so. Needs login. Pure.
 */
export function AppointmentRefundView({ state, refund, onAppointments, onRetry }: AppointmentRefundViewProps) {
  const { t } = useTranslation('bookingAppointments');
  const titleId = useId();
  return (
    <AccountPage aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
      <Heading level={1} variant="title" id={titleId}>
        {t('refundPage.title')}
      </Heading>
      {state.status === 'loading' && (
        <LoadingBlocks>
          <Skeleton variant="text" lines={5} announce label={t('loading')} />
        </LoadingBlocks>
      )}
      {state.status === 'invalid' && (
        <EmptyState
          icon="search"
          title={t('refundPage.invalid.title')}
          description={t('refundPage.invalid.body')}
          actionLabel={t('refundPage.back')}
          onAction={onAppointments}
        />
      )}
      {state.status === 'error' && (
        <ErrorState title={t('refundPage.loadFailed')} message={state.message ?? undefined} retrying={state.retrying ?? false} onRetry={onRetry} />
      )}
      {state.status === 'ready' && (
        <>
          {refund}
          <Button variant="text" size="lg" onClick={onAppointments}>
            {t('refundPage.back')}
          </Button>
        </>
      )}
    </AccountPage>
  );
}
