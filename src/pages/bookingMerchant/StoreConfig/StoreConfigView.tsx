import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { TextField } from '../../../components/TextField';
import { MerchantForm } from '../shared/MerchantForm';
import { MerchantFrame, type MerchantViewState } from '../shared/MerchantFrame';
import type { FieldErrors } from '../shared/fieldErrors';
import { HoursRow } from '../shared/merchantPage.styles';
import { ProvinceCityFields } from '../shared/ProvinceCityFields';
import type { Province } from '../shared/provinces';
import type { StoreField, StoreValues } from './storeForm';

export interface StoreConfigReady {
  /** An existing store is being edited (else a new one is created). */
  readonly editing: boolean;
  /** The store asked for is not one of the merchant's. */
  readonly unknownStore: boolean;
  readonly provinces: readonly Province[];
  readonly values: StoreValues;
  /** Each field's problem (a key of `bookingMerchant`). */
  readonly fieldErrors: FieldErrors<StoreField>;
  readonly failure: string | null;
  readonly submitting: boolean;
  /** The store's picture field (the storage upload flow), made by the container. */
  readonly photoField?: ReactNode;
}

export interface StoreConfigViewProps {
  readonly state: MerchantViewState<StoreConfigReady>;
  readonly onChange: (field: StoreField, value: string) => void;
  readonly onSubmit: () => void;
  /** The unknown store's way out: a new store. */
  readonly onCreateInstead: () => void;
  readonly onRetry: () => void;
  readonly onOpen: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A store's settings (spec §2 /m/booking/store/config): name, address, province and city (from
 * get_province_city), phone, opening and closing time, a picture. Mobile-first: one column, one save button.
 */
export function StoreConfigView({ state, onChange, onSubmit, onCreateInstead, onRetry, onOpen }: StoreConfigViewProps) {
  const { t } = useTranslation('bookingMerchant');
  const editing = state.status === 'ready' && state.editing;
  const title = t(editing ? 'store.editTitle' : 'store.createTitle');
  return (
    <MerchantFrame title={title} state={state} onRetry={onRetry} onOpen={onOpen}>
      {(ready) => {
        if (ready.unknownStore) {
          return <EmptyState title={t('store.unknown')} description={t('store.unknownText')} actionLabel={t('store.createInstead')} onAction={onCreateInstead} headingLevel={2} />;
        }
        const error = (field: StoreField) => {
          const key = ready.fieldErrors[field];
          return key ? t(key) : null;
        };
        return (
          <MerchantForm label={title} submitLabel={t('store.save')} submitting={ready.submitting} failure={ready.failure} onSubmit={onSubmit}>
            <TextField label={t('store.name')} value={ready.values.name} onChange={(value) => onChange('name', value)} error={error('name')} maxLength={80} required />
            <TextField label={t('store.address')} value={ready.values.address} onChange={(value) => onChange('address', value)} error={error('address')} maxLength={200} required />
            <ProvinceCityFields
              provinces={ready.provinces}
              province={ready.values.province}
              city={ready.values.city}
              onProvinceChange={(value) => onChange('province', value)}
              onCityChange={(value) => onChange('city', value)}
              provinceError={error('province')}
              cityError={error('city')}
            />
            <TextField label={t('store.phone')} type="tel" inputMode="tel" value={ready.values.phone} onChange={(value) => onChange('phone', value)} error={error('phone')} hint={t('store.phoneHint')} required />
            <HoursRow>
              <TextField label={t('store.open')} type="time" value={ready.values.open} onChange={(value) => onChange('open', value)} error={error('open')} required />
              <TextField label={t('store.close')} type="time" value={ready.values.close} onChange={(value) => onChange('close', value)} error={error('close')} required />
            </HoursRow>
            {ready.photoField}
          </MerchantForm>
        );
      }}
    </MerchantFrame>
  );
}
