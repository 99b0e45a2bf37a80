import { useId, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingStore } from '../../../api';
import { Checkbox } from '../../../components/Checkbox';
import { EmptyState } from '../../../components/EmptyState';
import { Select } from '../../../components/Select';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { MerchantForm } from '../shared/MerchantForm';
import { MerchantFrame, type MerchantViewState } from '../shared/MerchantFrame';
import type { FieldErrors } from '../shared/fieldErrors';
import { ChoiceError, ChoiceGroup, HoursRow } from '../shared/merchantPage.styles';
import { DURATIONS, SERVICE_LIMITS, type ServiceField, type ServiceTextField, type ServiceValues } from './serviceValues';

export interface ServiceFormReady {
  /** An existing service is being edited (else a new one is created). */
  readonly editing: boolean;
  /** The config page's service is missing or not the merchant's. */
  readonly unknownService: boolean;
  readonly categories: readonly { readonly id: string; readonly name: string }[];
  readonly stores: readonly BookingStore[];
  readonly values: ServiceValues;
  readonly fieldErrors: FieldErrors<ServiceField>;
  readonly failure: string | null;
  readonly submitting: boolean;
  /** The cover picture's field (the storage upload flow), made by the container. */
  readonly photoField?: ReactNode;
}

export interface ServiceFormViewProps {
  readonly state: MerchantViewState<ServiceFormReady>;
  readonly onChange: (field: ServiceTextField, value: string) => void;
  readonly onToggleStore: (storeId: string, offered: boolean) => void;
  readonly onSubmit: () => void;
  /** Goes to a provider page (a new store when there is none; a new service instead of an unknown one). */
  readonly onGo: (href: string) => void;
  readonly onRetry: () => void;
  readonly onOpen: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A service's form (spec §2 /m/booking/service/create and /config): category, name in Thai, English
 * and Chinese, price, deposit,
 * duration, description, cover picture and the stores offering it. One column for a phone.
 */
export function ServiceFormView({ state, onChange, onToggleStore, onSubmit, onGo, onRetry, onOpen }: ServiceFormViewProps) {
  const { t } = useTranslation('bookingMerchant');
  const storesError = useId();
  const title = t(state.status === 'ready' && state.editing ? 'service.editTitle' : 'service.createTitle');
  return (
    <MerchantFrame title={title} state={state} onRetry={onRetry} onOpen={onOpen}>
      {(ready) => {
        if (ready.unknownService) {
          return <EmptyState title={t('service.unknown')} description={t('service.unknownText')} actionLabel={t('service.createInstead')} onAction={() => onGo('/m/booking/service/create')} headingLevel={2} />;
        }
        if (ready.stores.length === 0) {
          return <EmptyState title={t('service.noStores')} description={t('service.noStoresText')} actionLabel={t('stores.add')} onAction={() => onGo('/m/booking/store/config')} headingLevel={2} />;
        }
        const error = (field: ServiceField) => {
          const key = ready.fieldErrors[field];
          return key ? t(key) : null;
        };
        const storesProblem = error('storeIds');
        return (
          <MerchantForm label={title} submitLabel={t('service.save')} submitting={ready.submitting} failure={ready.failure} onSubmit={onSubmit}>
            <Select
              label={t('service.category')}
              placeholder={t('form.choose')}
              options={ready.categories.map((category) => ({ value: category.id, label: category.name }))}
              value={ready.values.category}
              onChange={(value) => onChange('category', value)}
              error={error('category')}
              required
            />
            <TextField label={t('service.name')} value={ready.values.name} onChange={(value) => onChange('name', value)} error={error('name')} maxLength={SERVICE_LIMITS.name} required />
            <TextField label={t('service.nameEn')} lang="en" value={ready.values.nameEn} onChange={(value) => onChange('nameEn', value)} error={error('nameEn')} hint={t('service.nameHint')} maxLength={SERVICE_LIMITS.name} />
            <TextField label={t('service.nameZh')} lang="zh-CN" value={ready.values.nameZh} onChange={(value) => onChange('nameZh', value)} error={error('nameZh')} hint={t('service.nameHint')} maxLength={SERVICE_LIMITS.name} />
            <HoursRow>
              <TextField label={t('service.price')} inputMode="decimal" value={ready.values.price} onChange={(value) => onChange('price', value)} error={error('price')} required />
              <TextField label={t('service.deposit')} inputMode="decimal" value={ready.values.deposit} onChange={(value) => onChange('deposit', value)} error={error('deposit')} hint={t('service.depositHint')} />
            </HoursRow>
            <Select
              label={t('service.duration')}
              options={DURATIONS.map((minutes) => ({ value: String(minutes), label: t('service.minutes', { count: minutes }) }))}
              value={ready.values.duration}
              onChange={(value) => onChange('duration', value)}
              error={error('duration')}
              required
            />
            <TextArea label={t('service.description')} value={ready.values.description} onChange={(value) => onChange('description', value)} error={error('description')} maxLength={SERVICE_LIMITS.description} />
            {ready.photoField}
            <ChoiceGroup aria-describedby={storesProblem ? storesError : undefined}>
              <legend>{t('service.stores')}</legend>
              {ready.stores.map((store) => (
                <Checkbox key={store.store_id} label={store.name} checked={ready.values.storeIds.includes(store.store_id)} onChange={(checked) => onToggleStore(store.store_id, checked)} />
              ))}
              {storesProblem && (
                <ChoiceError id={storesError} role="alert">
                  {storesProblem}
                </ChoiceError>
              )}
            </ChoiceGroup>
          </MerchantForm>
        );
      }}
    </MerchantFrame>
  );
}
