import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, KeyValueList, KeyValueRow, StatusBadge, Text } from '../../../components';
import { formatDate, formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { badgeOf, canCancel, canPayDeposit, canReschedule, hasRefundPage, refundUnderReview, type Appointment } from '../shared';
import { voucherVerificationLink } from '../../shared/voucherLinks';
import { Card, CardActions, CardHead, Voucher, VoucherCode, VoucherQr } from './AppointmentsView.styles';

export interface AppointmentCardProps {
  appointment: Appointment;
  /** The shop's origin: the voucher QR holds the link to the counter verification there; without it, the plain code. */
  origin?: string;
  onAskCancel: (orderId: string) => void;
  onRefund: (orderId: string) => void;
  onAskReschedule: (orderId: string) => void;
  /** An unpaid appointment: pay its deposit through checkout. */
  onPayDeposit: (orderId: string) => void;
}

/** The voucher code in groups of four, as it is read out at the counter. */
const grouped = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * One appointment: the service, where, with whom and when, what was paid, its status and refund
 * status; one waiting for its deposit can pay it or be cancelled; a coming one shows its voucher
 * code, as text and as a QR code for the counter to scan, and can be rescheduled or cancelled
 * (unless a refund is under review) or refunded; one with a refund links to it. Pure.
 */
export function AppointmentCard({ appointment, origin, onAskCancel, onRefund, onAskReschedule, onPayDeposit }: AppointmentCardProps) {
  const { t } = useTranslation('bookingAppointments');
  const locale = useLocale();
  const titleId = useId();
  const badge = badgeOf(appointment);
  const booked = appointment.status === 'booked';
  const refundLabel = booked && appointment.refundStatus === null ? 'actions.refund' : 'actions.refundDetail';
  return (
    <Card aria-labelledby={titleId}>
      <CardHead>
        <Heading level={2} variant="subtitle" id={titleId}>
          {appointment.serviceName}
        </Heading>
        {badge && <StatusBadge status={badge} />}
      </CardHead>
      <KeyValueList>
        <KeyValueRow label={t('card.when')} value={formatDate(appointment.appointmentAt, locale, 'dateTime') || appointment.appointmentAt} />
        {appointment.storeName && <KeyValueRow label={t('card.store')} value={appointment.storeName} />}
        {appointment.employeeName && <KeyValueRow label={t('card.staff')} value={appointment.employeeName} />}
        {appointment.depositDue !== null ? (
          <KeyValueRow label={t('card.depositDue')} value={formatMoney(appointment.depositDue, locale)} emphasis />
        ) : (
          <KeyValueRow label={t('card.paid')} value={formatMoney(appointment.paid, locale)} />
        )}
        {appointment.finalPayment !== null && appointment.finalPayment > 0 && booked && (
          <KeyValueRow label={t('card.dueAtStore')} value={formatMoney(appointment.finalPayment, locale)} />
        )}
        <KeyValueRow label={t('card.order')} value={appointment.orderSn} />
        {appointment.refundStatus && appointment.refundStatus !== 'none' && (
          <KeyValueRow label={t('card.refund')} value={t(`refundStatus.${appointment.refundStatus}`, { defaultValue: appointment.refundStatus })} />
        )}
      </KeyValueList>
      {booked && appointment.voucherCode && (
        <Voucher>
          <Text variant="small" tone="muted">
            {t('card.voucher')}
          </Text>
          <VoucherCode>{grouped(appointment.voucherCode)}</VoucherCode>
          <VoucherQr value={origin ? voucherVerificationLink(origin, appointment.voucherCode) : appointment.voucherCode} label={t('card.voucherQr', { code: grouped(appointment.voucherCode) })} />
          <Text variant="caption" tone="muted">
            {t('card.voucherHint')}
          </Text>
        </Voucher>
      )}
      {booked && refundUnderReview(appointment) && (
        <Text variant="small" tone="muted">
          {t('card.refundBlocksCancel')}
        </Text>
      )}
      {canPayDeposit(appointment) && (
        <Text variant="small" tone="muted">
          {t('card.depositHint')}
        </Text>
      )}
      {(canCancel(appointment) || hasRefundPage(appointment)) && (
        <CardActions>
          {canPayDeposit(appointment) && (
            <Button size="lg" onClick={() => onPayDeposit(appointment.orderId)} aria-describedby={titleId}>
              {t('actions.payDeposit')}
            </Button>
          )}
          {hasRefundPage(appointment) && (
            <Button variant="outline" size="lg" onClick={() => onRefund(appointment.orderId)} aria-describedby={titleId}>
              {t(refundLabel)}
            </Button>
          )}
          {canReschedule(appointment) && (
            <Button variant="outline" size="lg" onClick={() => onAskReschedule(appointment.orderId)} aria-describedby={titleId}>
              {t('actions.reschedule')}
            </Button>
          )}
          {canCancel(appointment) && (
            <Button variant="danger" size="lg" onClick={() => onAskCancel(appointment.orderId)} aria-describedby={titleId}>
              {t('actions.cancel')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
