import { useTranslation } from 'react-i18next';
import type { BookingDeposit } from '../../../api';
import { KeyValueList, KeyValueRow } from '../../../components/KeyValueRow';
import { Section } from '../../../components/Section';
import { Text } from '../../../components/Text';

import { formatDate, formatMoney } from '../../../format';
import { useLocale } from '../../../i18n/useLocale';

/** Order confirm for a booking: the service at the store and its time, the deposit paid now and the rest at the store. */
export function BookingDepositSection({ booking }: { readonly booking: BookingDeposit }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  return (
    <Section title={t('booking.title')} headingId="checkout-booking">
      <Text variant="bodyStrong">{booking.service_name}</Text>
      <KeyValueList>
        <KeyValueRow label={t('booking.store')} value={booking.store_name} />
        <KeyValueRow label={t('booking.when')} value={formatDate(booking.appointment_at, locale, 'dateTime') || booking.appointment_at} />
        <KeyValueRow label={t('booking.duration')} value={t('booking.minutes', { count: booking.duration_minutes })} />
        <KeyValueRow label={t('booking.price')} value={formatMoney(booking.price, locale)} />
        <KeyValueRow label={t('booking.deposit')} value={formatMoney(booking.deposit, locale)} />
        <KeyValueRow label={t('booking.atStore')} value={formatMoney(booking.final_payment, locale)} />
      </KeyValueList>
      <Text variant="small" tone="muted">
        {t('booking.note')}
      </Text>
    </Section>
  );
}
