import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../../components/BottomSheet';
import { Button } from '../../../../components/Button';
import { Checkbox } from '../../../../components/Checkbox';
import { PhoneInput } from '../../../../components/PhoneInput';
import { TextArea } from '../../../../components/TextArea';
import { TextField } from '../../../../components/TextField';
import { ADDRESS_MAX_LENGTH, ADDRESS_RULES, POSTCODE_LENGTH, type AddressFieldErrors, type AddressValues } from './addressForm';
import { FormFields, Refusal } from './AddressesSectionView.styles';

/** The address form while it is open: adding or editing, what is typed, and what went wrong. */
export interface AddressFormState {
  readonly mode: 'add' | 'edit';
  readonly values: AddressValues;
  /** Each field's message (spec §5); only fields with a problem. */
  readonly fieldErrors?: AddressFieldErrors;
  /** The backend refused the save: its message (what is typed stays). */
  readonly failure?: string | null;
  readonly submitting?: boolean;
  /** Offer "use as my default" (not for the first address, which is the default anyway, nor for the default itself). */
  readonly offerDefault?: boolean;
}

export interface AddressFormViewProps {
  /** The form, or null while closed. */
  form: AddressFormState | null;
  onChange: <K extends keyof AddressValues>(field: K, value: AddressValues[K]) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * Add or edit a delivery address in a bottom sheet: the recipient, a Thai mobile number, the
 * address, the province and the postcode (spec §5: required, 0 + 9 digits, 5 digits), and
 * optionally "use as my default". The sheet keeps everything typed when the backend refuses.
 */
export function AddressFormView({ form, onChange, onSubmit, onClose }: AddressFormViewProps) {
  const { t } = useTranslation('settings');
  const formId = useId();
  const title = form?.mode === 'edit' ? t('settings.addresses.form.editTitle') : t('settings.addresses.form.addTitle');
  const errors = form?.fieldErrors ?? {};
  const submitting = form?.submitting ?? false;
  return (
    <BottomSheet
      open={form !== null}
      onClose={onClose}
      title={title}
      footer={
        <Button type="submit" form={formId} size="lg" fullWidth loading={submitting}>
          {t('settings.addresses.form.save')}
        </Button>
      }
    >
      {form && (
        <FormFields
          id={formId}
          noValidate
          aria-label={title}
          aria-busy={submitting || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <TextField
            label={t('settings.addresses.form.name')}
            value={form.values.name}
            onChange={(value) => onChange('name', value)}
            error={errors.name ?? null}
            rules={ADDRESS_RULES.name}
            maxLength={ADDRESS_MAX_LENGTH.name}
            autoComplete="name"
          />
          <PhoneInput
            label={t('settings.addresses.form.phone')}
            value={form.values.phone}
            onChange={(value) => onChange('phone', value)}
            error={errors.phone ?? null}
            rules={ADDRESS_RULES.phone}
          />
          <TextArea
            label={t('settings.addresses.form.address')}
            hint={t('settings.addresses.form.addressHint')}
            value={form.values.address}
            onChange={(value) => onChange('address', value)}
            error={errors.address ?? null}
            rules={ADDRESS_RULES.address}
            maxLength={ADDRESS_MAX_LENGTH.address}
            rows={3}
            autoGrow
            autoComplete="street-address"
          />
          <TextField
            label={t('settings.addresses.form.province')}
            value={form.values.province}
            onChange={(value) => onChange('province', value)}
            error={errors.province ?? null}
            rules={ADDRESS_RULES.province}
            maxLength={ADDRESS_MAX_LENGTH.province}
            autoComplete="address-level1"
          />
          <TextField
            label={t('settings.addresses.form.postcode')}
            value={form.values.postcode}
            onChange={(value) => onChange('postcode', value)}
            error={errors.postcode ?? null}
            rules={ADDRESS_RULES.postcode}
            digitsOnly
            maxLength={POSTCODE_LENGTH}
            inputMode="numeric"
            autoComplete="postal-code"
          />
          {form.offerDefault && (
            <Checkbox label={t('settings.addresses.form.makeDefault')} checked={form.values.makeDefault} onChange={(on) => onChange('makeDefault', on)} />
          )}
          {form.failure && <Refusal role="alert">{form.failure}</Refusal>}
        </FormFields>
      )}
    </BottomSheet>
  );
}
