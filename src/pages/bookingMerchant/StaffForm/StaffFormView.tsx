import { useId, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingService, BookingStore } from '../../../api';
import { Checkbox } from '../../../components/Checkbox';
import { EmptyState } from '../../../components/EmptyState';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { MerchantForm } from '../shared/MerchantForm';
import { MerchantFrame, type MerchantViewState } from '../shared/MerchantFrame';
import type { FieldErrors } from '../shared/fieldErrors';
import { ChoiceError, ChoiceGroup } from '../shared/merchantPage.styles';
import type { StaffField, StaffTextField, StaffValues } from './staffValues';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface StaffFormReady {
  readonly editing: boolean;
  readonly unknownMember: boolean;
  readonly stores: readonly BookingStore[];
  /** Every service; the form offers those of the chosen store. */
  readonly services: readonly BookingService[];
  readonly values: StaffValues;
  readonly fieldErrors: FieldErrors<StaffField>;
  readonly failure: string | null;
  readonly submitting: boolean;
  /** The photo's field (the storage upload flow), made by the container. */
  readonly photoField?: ReactNode;
}

export interface StaffFormViewProps {
  readonly state: MerchantViewState<StaffFormReady>;
  readonly onChange: (field: StaffTextField, value: string) => void;
  readonly onToggleService: (serviceId: string, gives: boolean) => void;
  readonly onToggleDay: (weekday: number, works: boolean) => void;
  readonly onSubmit: () => void;
  readonly onGo: (href: string) => void;
  readonly onRetry: () => void;
  readonly onOpen: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A member of staff's form (spec §2 /m/booking/staff/create and /config): name, mobile number, the
 * store they work at, the services they give there, their working days and photo.
 */
export function StaffFormView({ state, onChange, onToggleService, onToggleDay, onSubmit, onGo, onRetry, onOpen }: StaffFormViewProps) {
  const { t } = useTranslation('bookingMerchant');
  const daysError = useId();
  const title = t(state.status === 'ready' && state.editing ? 'staff.editTitle' : 'staff.createTitle');
  return (
    <MerchantFrame title={title} state={state} onRetry={onRetry} onOpen={onOpen}>
      {(ready) => {
        if (ready.unknownMember) {
          return <EmptyState title={t('staff.unknown')} description={t('staff.unknownText')} actionLabel={t('staff.createInstead')} onAction={() => onGo('/m/booking/staff/create')} headingLevel={2} />;
        }
        if (ready.stores.length === 0) {
          return <EmptyState title={t('service.noStores')} description={t('staff.noStoresText')} actionLabel={t('stores.add')} onAction={() => onGo('/m/booking/store/config')} headingLevel={2} />;
        }
        const error = (field: StaffField) => {
          const key = ready.fieldErrors[field];
          return key ? t(key) : null;
        };
        const offered = ready.services.filter((service) => service.store_ids?.includes(ready.values.store));
        return (
          <MerchantForm label={title} submitLabel={t('staff.save')} submitting={ready.submitting} failure={ready.failure} onSubmit={onSubmit}>
            <TextField label={t('staff.name')} value={ready.values.name} onChange={(value) => onChange('name', value)} error={error('name')} maxLength={40} required />
            <TextField label={t('staff.phone')} type="tel" inputMode="tel" value={ready.values.phone} onChange={(value) => onChange('phone', value)} error={error('phone')} hint={t('staff.phoneHint')} required />
            <Select
              label={t('staff.store')}
              placeholder={t('form.choose')}
              options={ready.stores.map((store) => ({ value: store.store_id, label: store.name }))}
              value={ready.values.store}
              onChange={(value) => onChange('store', value)}
              error={error('store')}
              required
            />
            {offered.length > 0 && (
              <ChoiceGroup>
                <legend>{t('staff.services')}</legend>
                {offered.map((service) => (
                  <Checkbox key={service.service_id} label={service.name} checked={ready.values.serviceIds.includes(service.service_id)} onChange={(checked) => onToggleService(service.service_id, checked)} />
                ))}
              </ChoiceGroup>
            )}
            <ChoiceGroup aria-describedby={error('workDays') ? daysError : undefined}>
              <legend>{t('staff.workDays')}</legend>
              {WEEKDAYS.map((weekday) => (
                <Checkbox key={weekday} label={t(`profile.weekday.${weekday}`)} checked={ready.values.workDays.includes(weekday)} onChange={(works) => onToggleDay(weekday, works)} />
              ))}
              {error('workDays') && (
                <ChoiceError id={daysError} role="alert">
                  {error('workDays')}
                </ChoiceError>
              )}
            </ChoiceGroup>
            {ready.photoField}
          </MerchantForm>
        );
      }}
    </MerchantFrame>
  );
}
