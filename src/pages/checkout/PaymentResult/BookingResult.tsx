import { useTranslation } from 'react-i18next';
import type { PayResult } from '../../../api';
import { Button } from '../../../components/Button';
import { ResultPanel } from '../shared/ResultPanel';

export interface BookingResultProps {
  readonly result: PayResult;
  /** Pending: look again. */
  readonly onRetry: () => void;
  readonly onViewAppointments: () => void;
}

/** A booking's deposit on the payment result: booked (its voucher waits in the appointments), still pending, or cancelled unpaid. */
export function BookingResult({ result, onRetry, onViewAppointments }: BookingResultProps) {
  const { t } = useTranslation('checkout');
  const appointments = (variant: 'primary' | 'outline') => (
    <Button fullWidth variant={variant} onClick={onViewAppointments}>
      {t('resultBooking.seeAppointment')}
    </Button>
  );
  switch (result.status) {
    case 'paid':
      return <ResultPanel tone="success" icon="check" title={t('resultBooking.paidTitle')} message={t('resultBooking.paidMessage')} actions={appointments('primary')} />;
    case 'pending':
      return (
        <ResultPanel
          tone="warning"
          icon="refresh"
          title={t('result.pendingTitle')}
          message={t('resultBooking.pendingMessage')}
          actions={
            <>
              <Button fullWidth onClick={onRetry}>
                {t('result.checkAgain')}
              </Button>
              {appointments('outline')}
            </>
          }
        />
      );
    case 'failed':
      return <ResultPanel tone="danger" icon="close" title={t('result.failedTitle')} message={t('resultBooking.failedMessage')} actions={appointments('primary')} />;
  }
}
