import { useTranslation } from 'react-i18next';
import { RadioGroup, TextArea } from '../../../components';
import type { ReservationRefundReason } from '../../../machines/bookingRefund';

/** The remark's longest length, in characters as the user sees them. */
const REMARK_MAX = 200;

export interface BookingRefundReasonFormProps {
  reasons: readonly ReservationRefundReason[];
  reasonId: string;
  remark: string;
  onChooseReason: (reasonId: string) => void;
  onRemark: (remark: string) => void;
}

/** Why the reservation is refunded, and an optional note. */
export function BookingRefundReasonForm({ reasons, reasonId, remark, onChooseReason, onRemark }: BookingRefundReasonFormProps) {
  const { t } = useTranslation('refundFlows');
  return (
    <>
      <RadioGroup
        legend={t('bookingRefund.reason.legend')}
        name="reservation-refund-reason"
        required
        options={reasons.map((reason) => ({ value: reason.id, label: reason.text }))}
        value={reasonId}
        onChange={onChooseReason}
      />
      <TextArea
        label={t('bookingRefund.remark.label')}
        value={remark}
        onChange={onRemark}
        maxLength={REMARK_MAX}
        rows={3}
      />
    </>
  );
}
