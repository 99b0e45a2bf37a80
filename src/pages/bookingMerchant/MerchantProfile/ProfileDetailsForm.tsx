import { useTranslation } from 'react-i18next';
import { Heading } from '../../../components/Heading';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { MerchantForm } from '../shared/MerchantForm';
import type { FieldErrors } from '../shared/fieldErrors';
import { ProvinceCityFields } from '../shared/ProvinceCityFields';
import type { Province } from '../shared/provinces';
import type { Bank, ProfileField, ProfileValues } from './profileForm';

/** The profile form's state: values, each field's problem (a key of `bookingMerchant`), the refusal, sending. */
export interface ProfileFormState {
  readonly values: ProfileValues;
  readonly fieldErrors: FieldErrors<ProfileField>;
  readonly failure: string | null;
  readonly submitting: boolean;
}

export interface ProfileDetailsFormProps {
  readonly form: ProfileFormState;
  readonly banks: readonly Bank[];
  readonly provinces: readonly Province[];
  readonly onChange: (field: ProfileField, value: string) => void;
  readonly onSubmit: () => void;
}

/** The shop's details to edit: name, phone, province and city, the bank account (bank_list); one save button. */
export function ProfileDetailsForm({ form, banks, provinces, onChange, onSubmit }: ProfileDetailsFormProps) {
  const { t } = useTranslation('bookingMerchant');
  const error = (field: ProfileField) => {
    const key = form.fieldErrors[field];
    return key ? t(key) : null;
  };
  return (
    <MerchantForm label={t('profile.details')} submitLabel={t('profile.saveDetails')} submitting={form.submitting} failure={form.failure} onSubmit={onSubmit}>
      <Heading level={2} variant="subtitle">{t('profile.details')}</Heading>
      <TextField label={t('profile.shopName')} value={form.values.name} onChange={(value) => onChange('name', value)} error={error('name')} maxLength={80} required />
      <TextField label={t('profile.phone')} type="tel" inputMode="tel" value={form.values.phone} onChange={(value) => onChange('phone', value)} error={error('phone')} hint={t('store.phoneHint')} required />
      <ProvinceCityFields
        provinces={provinces}
        province={form.values.province}
        city={form.values.city}
        onProvinceChange={(value) => onChange('province', value)}
        onCityChange={(value) => onChange('city', value)}
        provinceError={error('province')}
        cityError={error('city')}
      />
      <Select
        label={t('profile.bank')}
        placeholder={t('form.choose')}
        options={banks.map((bank) => ({ value: bank.code, label: bank.name }))}
        value={form.values.bankCode}
        onChange={(value) => onChange('bankCode', value)}
        error={error('bankCode')}
        required
      />
      <TextField label={t('profile.accountName')} value={form.values.accountName} onChange={(value) => onChange('accountName', value)} error={error('accountName')} maxLength={80} required />
      <TextField
        label={t('profile.account')}
        inputMode="numeric"
        autoComplete="off"
        value={form.values.account}
        onChange={(value) => onChange('account', value)}
        error={error('account')}
        hint={t('profile.accountHint')}
        maxLength={12}
        required
      />
    </MerchantForm>
  );
}
