import { useTranslation } from 'react-i18next';
import { Price } from '../../../components';
import { formatDate } from '../../../format';
import { useLocale } from '../../../i18n';
import type { Voucher } from '../../../machines/bookingVerification';
import { FlowRow } from '../shared/FlowLayout.styles';

/** What a looked-up code is for: the reservation, its customer and what was paid. */
export function VoucherDetails({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation('refundFlows');
  const locale = useLocale();
  const order = voucher.order;
  return (
    <>
      <FlowRow>
        <span>{t('verification.details.code')}</span>
        <strong>{voucher.code}</strong>
      </FlowRow>
      {order && (
        <>
          <FlowRow>
            <span>{t('verification.details.service')}</span>
            <span>{order.serviceName}</span>
          </FlowRow>
          {order.storeName && (
            <FlowRow>
              <span>{t('verification.details.store')}</span>
              <span>{order.storeName}</span>
            </FlowRow>
          )}
          {order.customerName && (
            <FlowRow>
              <span>{t('verification.details.customer')}</span>
              <span>{order.customerName}</span>
            </FlowRow>
          )}
          <FlowRow>
            <span>{t('verification.details.appointment')}</span>
            <span>{formatDate(order.appointmentAt, locale, 'dateTime')}</span>
          </FlowRow>
          <FlowRow>
            <span>{t('verification.details.paid')}</span>
            <Price amount={order.paid} size="sm" />
          </FlowRow>
          {order.finalPayment !== null && (
            <FlowRow>
              <span>{t('verification.details.finalPayment')}</span>
              <Price amount={order.finalPayment} size="sm" />
            </FlowRow>
          )}
        </>
      )}
    </>
  );
}
