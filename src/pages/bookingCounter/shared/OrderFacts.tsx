import { useTranslation } from 'react-i18next';
import { KeyValueList, KeyValueRow } from '../../../components';
import { formatDate, formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import type { CounterOrder } from './counterOrder';

/** One order's facts: number, service, customer, store, time, status, price, paid and (until it is paid in full) still due. Pure. */
export function OrderFacts({ order }: { order: CounterOrder }) {
  const { t } = useTranslation('bookingCounter');
  const locale = useLocale();
  return (
    <KeyValueList>
      <KeyValueRow label={t('order.number')} value={order.orderSn} />
      <KeyValueRow label={t('order.service')} value={order.serviceName} />
      {order.customerName && <KeyValueRow label={t('order.customer')} value={order.customerName} />}
      {order.storeName && <KeyValueRow label={t('order.store')} value={order.storeName} />}
      <KeyValueRow label={t('order.when')} value={formatDate(order.appointmentAt, locale, 'dateTime') || order.appointmentAt} />
      <KeyValueRow label={t('order.status')} value={t(`status.${order.status}`)} emphasis />
      <KeyValueRow label={t('order.price')} value={formatMoney(order.price, locale)} />
      <KeyValueRow label={t('order.paid')} value={formatMoney(order.paid, locale)} />
      {(order.status === 'booked' || order.status === 'verified') && order.finalPayment > 0 && <KeyValueRow label={t('order.due')} value={formatMoney(order.finalPayment, locale)} emphasis />}
    </KeyValueList>
  );
}
