import { useTranslation } from 'react-i18next';
import { Price } from '../../../components';
import { formatDate } from '../../../format';
import { useLocale } from '../../../i18n';
import type { ReservationRefundView } from '../../../machines/bookingRefund';
import { FlowRow } from '../shared/FlowLayout.styles';

/** The standing request: status, amount, reason, when it was made. */
export function BookingRefundSummary({ refund }: { refund: ReservationRefundView }) {
  const { t } = useTranslation('refundFlows');
  const locale = useLocale();
  return (
    <>
      <FlowRow>
        <span>{t('bookingRefund.summary.status')}</span>
        <strong>{t(`bookingRefund.statuses.${refund.status}`, { defaultValue: refund.status })}</strong>
      </FlowRow>
      <FlowRow>
        <span>{t('bookingRefund.summary.amount')}</span>
        <Price amount={refund.amount} size="sm" />
      </FlowRow>
      {refund.reason && (
        <FlowRow>
          <span>{t('bookingRefund.summary.reason')}</span>
          <span>{refund.reason}</span>
        </FlowRow>
      )}
      {refund.createdAt && (
        <FlowRow>
          <span>{t('bookingRefund.summary.requestedAt')}</span>
          <span>{formatDate(refund.createdAt, locale, 'dateTime')}</span>
        </FlowRow>
      )}
    </>
  );
}
