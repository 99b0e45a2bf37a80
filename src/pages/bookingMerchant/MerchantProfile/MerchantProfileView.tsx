import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManageSummary, Merchant } from '../../../api';
import { Checkbox } from '../../../components/Checkbox';
import { KeyValueList, KeyValueRow } from '../../../components/KeyValueRow';
import { Section } from '../../../components/Section';
import { TextField } from '../../../components/TextField';
import { MerchantForm } from '../shared/MerchantForm';
import { MerchantFrame, type MerchantViewState } from '../shared/MerchantFrame';
import { LinkCardList } from '../../shared/links';
import { ChoiceGroup, HoursRow } from '../shared/merchantPage.styles';
import type { Province } from '../shared/provinces';
import { ProfileDetailsForm, type ProfileFormState } from './ProfileDetailsForm';
import type { Bank, ProfileField } from './profileForm';
import type { DayHours } from './weekHours';

export interface MerchantProfileReady {
  readonly merchant: Merchant;
  readonly summary: ManageSummary;
  /** The bank's name (bank_list), else its code. */
  readonly bankName: string;
  readonly banks: readonly Bank[];
  readonly provinces: readonly Province[];
  /** The shop's details being edited. */
  readonly profile: ProfileFormState;
  readonly week: readonly DayHours[];
  /** Weekdays whose hours are not valid. */
  readonly badDays: readonly number[];
  readonly failure: string | null;
  readonly saving: boolean;
}

export interface MerchantProfileViewProps {
  readonly state: MerchantViewState<MerchantProfileReady>;
  readonly onDayChange: (weekday: number, change: Partial<Omit<DayHours, 'weekday'>>) => void;
  readonly onSaveHours: () => void;
  readonly onProfileChange: (field: ProfileField, value: string) => void;
  readonly onSaveProfile: () => void;
  readonly onRetry: () => void;
  readonly onOpen: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The merchant's profile (spec §2 /m/booking/my-profile/config): the shop and its bank account,
 * today's numbers, links to the stores and services, the shop's details and bank account to edit,
 * and the weekly opening hours to change.
 */
export function MerchantProfileView({ state, onDayChange, onSaveHours, onProfileChange, onSaveProfile, onRetry, onOpen }: MerchantProfileViewProps) {
  const { t } = useTranslation('bookingMerchant');
  return (
    <MerchantFrame title={t('profile.title')} state={state} onRetry={onRetry} onOpen={onOpen}>
      {(ready) => (
        <>
          <Section title={ready.merchant.name} headingLevel={2}>
            <KeyValueList>
              <KeyValueRow label={t('profile.status')} value={t(ready.merchant.settled ? (ready.merchant.verified ? 'agreement.status.approved' : 'agreement.status.reviewing') : 'agreement.status.none')} />
              <KeyValueRow label={t('profile.phone')} value={ready.merchant.phone ?? '—'} />
              <KeyValueRow label={t('profile.area')} value={[ready.merchant.city, ready.merchant.province].filter(Boolean).join(', ') || '—'} />
              <KeyValueRow label={t('profile.bank')} value={ready.bankName || '—'} />
              <KeyValueRow label={t('profile.accountName')} value={ready.merchant.bank_account_name ?? '—'} />
              <KeyValueRow label={t('profile.account')} value={ready.merchant.bank_account ?? '—'} />
            </KeyValueList>
          </Section>
          <Section title={t('profile.today')} headingLevel={2}>
            <KeyValueList>
              <KeyValueRow label={t('profile.todayOrders')} value={ready.summary.today_orders} />
              <KeyValueRow label={t('profile.pending')} value={ready.summary.pending_verification} />
            </KeyValueList>
          </Section>
          <LinkCardList
            label={t('profile.manage')}
            links={[
              { key: 'stores', href: '/m/booking/store/detail', title: t('stores.title'), subtitle: t('profile.count', { count: ready.summary.store_count }) },
              { key: 'services', href: '/m/booking/service/detail', title: t('services.title'), subtitle: t('profile.count', { count: ready.summary.service_count }) },
            ]}
            onOpen={onOpen}
          />
          <ProfileDetailsForm form={ready.profile} banks={ready.banks} provinces={ready.provinces} onChange={onProfileChange} onSubmit={onSaveProfile} />
          <MerchantForm label={t('profile.hours')} submitLabel={t('profile.saveHours')} submitting={ready.saving} failure={ready.failure} onSubmit={onSaveHours}>
            <ChoiceGroup>
              <legend>{t('profile.hours')}</legend>
              {ready.week.map((day) => {
                const name = t(`profile.weekday.${day.weekday}`);
                const bad = ready.badDays.includes(day.weekday);
                return (
                  <div key={day.weekday}>
                    <Checkbox label={t('profile.openOn', { day: name })} checked={day.open} onChange={(open) => onDayChange(day.weekday, { open })} />
                    {day.open && (
                      <HoursRow>
                        <TextField label={t('profile.from', { day: name })} type="time" value={day.from} onChange={(from) => onDayChange(day.weekday, { from })} />
                        <TextField label={t('profile.to', { day: name })} type="time" value={day.to} onChange={(to) => onDayChange(day.weekday, { to })} error={bad ? t('form.closeBeforeOpen') : null} />
                      </HoursRow>
                    )}
                  </div>
                );
              })}
            </ChoiceGroup>
          </MerchantForm>
        </>
      )}
    </MerchantFrame>
  );
}
