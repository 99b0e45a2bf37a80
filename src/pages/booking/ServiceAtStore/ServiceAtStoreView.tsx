import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingStoreDetail, ServiceDetail } from '../../../api';
import { Button } from '../../../components/Button';
import { DatePicker } from '../../../components/DatePicker';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { KeyValueList, KeyValueRow } from '../../../components/KeyValueRow';
import { Section } from '../../../components/Section';
import { Select } from '../../../components/Select';
import { Skeleton } from '../../../components/Skeleton';
import { StickyActionBar } from '../../../components/StickyActionBar';
import { TimeSlotPicker, type TimeSlot } from '../../../components/TimeSlotPicker';
import { formatDate, formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import { weekdayOf } from '../shared/bookingDays';
import { Refusal } from './ServiceAtStoreView.styles';

export type ServiceAtStoreState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly retrying?: boolean; readonly message?: string }
  | {
      readonly status: 'ready';
      readonly service: ServiceDetail;
      readonly store: BookingStoreDetail;
      readonly today: string;
      readonly lastDay: string;
      readonly date: string;
      /** The day's slots; null when they could not be loaded (retry), 'loading' while they load. */
      readonly slots: readonly TimeSlot[] | null | 'loading';
      /** Why the slots could not be loaded ("Network Error", the backend's message), shown with their retry; '' when nothing is to be added (the 20001 dialog said it). */
      readonly slotsMessage?: string | null;
    };

export interface ServiceAtStoreViewProps {
  state: ServiceAtStoreState;
  time: string | null;
  /** The chosen member of staff's id, or '' for anyone. */
  staffId: string;
  /** Why the backend refused the booking (a full slot, a busy member of staff), in its words. */
  refusal?: string | null;
  submitting?: boolean;
  onDate: (day: string) => void;
  onTime: (time: string) => void;
  onStaff: (staffId: string) => void;
  onBook: () => void;
  onRetry: () => void;
  onRetrySlots: () => void;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The staff choice's value for "anyone available" (the Select keeps '' for its own placeholder). */
const ANYONE = 'anyone';

/** The hours of a weekday: the provider's hours within the store's own, or null when closed. */
function hoursOf(store: BookingStoreDetail, weekday: number): string | null {
  const entry = store.biz_time?.find((item) => item.weekday === weekday);
  if (!entry) return store.biz_time === undefined && store.open_time && store.close_time ? `${store.open_time}–${store.close_time}` : null;
  const open = store.open_time && store.open_time > entry.open ? store.open_time : entry.open;
  const close = store.close_time && store.close_time < entry.close ? store.close_time : entry.close;
  return open < close ? `${open}–${close}` : null;
}

/**
 * A service at one store (spec §2 /m/booking/{sign}/{sign1}): the store and its opening hours, the
 * calendar (Buddhist era in Thai; closed weekdays greyed), the day's time slots with the room left,
 * a member of staff when the store offers a choice, and Book (the deposit now, the rest at the
 * store: Book holds the time and goes on to pay the deposit through checkout).
 */
export function ServiceAtStoreView({
  state,
  time,
  staffId,
  refusal = null,
  submitting = false,
  onDate,
  onTime,
  onStaff,
  onBook,
  onRetry,
  onRetrySlots,
}: ServiceAtStoreViewProps) {
  const { t } = useTranslation('bookingBrowse');
  const locale = useLocale();
  const titleId = useId();
  const hoursId = useId();
  if (state.status !== 'ready') {
    return (
      <AccountPage aria-labelledby={titleId}>
        <Heading level={1} variant="title" id={titleId}>
          {t('store.title')}
        </Heading>
        {state.status === 'loading' ? (
          <LoadingBlocks>
            <Skeleton variant="text" lines={3} label={t('store.loading')} />
            <Skeleton variant="card" />
          </LoadingBlocks>
        ) : (
          <ErrorState title={t('common.errorTitle')} message={state.message ?? t('common.errorMessage')} retrying={state.retrying ?? false} onRetry={onRetry} headingLevel={2} />
        )}
      </AccountPage>
    );
  }
  const { service, store, today, lastDay, date, slots, slotsMessage } = state;
  const deposit = service.deposit ?? 0;
  const staff = store.staff ?? [];
  const open = new Set<number>(WEEKDAYS.filter((weekday) => hoursOf(store, weekday) !== null));
  return (
    <AccountPage aria-labelledby={titleId}>
      <Heading level={1} variant="title" id={titleId}>
        {service.name}
      </Heading>
      <Section title={store.name} variant="plain">
        <KeyValueList>
          <KeyValueRow label={t('store.address')} value={[store.address, store.city, store.province].filter(Boolean).join(' ')} />
          {store.phone && <KeyValueRow label={t('store.phone')} value={store.phone} />}
          <KeyValueRow label={t('store.duration')} value={t('common.minutes', { count: service.duration_minutes })} />
          <KeyValueRow label={t('store.price')} value={formatMoney(service.price, locale)} />
        </KeyValueList>
      </Section>
      <Section title={t('store.hours')} headingId={hoursId} variant="plain">
        <KeyValueList aria-labelledby={hoursId}>
          {WEEKDAYS.map((weekday) => (
            <KeyValueRow key={weekday} label={t(`weekdays.${weekday}`)} value={hoursOf(store, weekday) ?? t('store.closed')} />
          ))}
        </KeyValueList>
      </Section>
      <DatePicker
        label={t('store.day')}
        value={date}
        today={today}
        min={today}
        max={lastDay}
        isDateDisabled={(day) => !open.has(weekdayOf(day))}
        disabledLabel={t('store.closed')}
        onChange={onDate}
      />
      {slots === 'loading' ? (
        <Skeleton variant="text" lines={3} label={t('store.slotsLoading')} />
      ) : slots === null ? (
        <ErrorState title={t('store.slotsError')} message={slotsMessage ?? undefined} retrying={false} onRetry={onRetrySlots} headingLevel={2} />
      ) : (
        <TimeSlotPicker label={t('store.time', { day: formatDate(date, locale) })} slots={slots} value={time} onChange={onTime} />
      )}
      {staff.length > 0 && (
        <Select
          label={t('store.staff')}
          value={staffId || ANYONE}
          options={[{ value: ANYONE, label: t('store.anyone') }, ...staff.map((member) => ({ value: member.employee_id, label: member.name }))]}
          onChange={(value) => onStaff(value === ANYONE ? '' : value)}
        />
      )}
      {refusal && <Refusal role="alert">{refusal}</Refusal>}
      <StickyActionBar label={t('store.bookBar')} summary={<span>{t('service.depositNow', { amount: formatMoney(deposit, locale) })}</span>}>
        <Button size="lg" fullWidth loading={submitting} disabled={time === null} onClick={onBook}>
          {t('store.book')}
        </Button>
      </StickyActionBar>
    </AccountPage>
  );
}

