import { useTranslation } from 'react-i18next';
import type { ValidationRule } from '../../validation';
import { NumericInput, type NumericInputProps } from '../NumericInput';
import { formatThaiMobile } from './formatThaiMobile';

/** Digits of a Thai mobile number: 0 followed by 9 digits (spec §5, rule `tel`). */
export const THAI_MOBILE_LENGTH = 10;

export interface PhoneInputProps extends Omit<NumericInputProps, 'maxLength' | 'inputMode' | 'label'> {
  /** Defaults to the translated "Mobile number". */
  label?: string;
  /** Defaults to `['tel']`; add 'required' when the number must be given. */
  rules?: readonly ValidationRule[];
}

/**
 * A Thai mobile number field. The value handed to `onChange` is always digits only (at most ten),
 * checked against rule `tel`; the hint repeats the number grouped as 081-234-5678 so the shopper
 * can check it at a glance. Opens the phone keypad and offers the saved number (tel-national).
 */
export function PhoneInput({
  label,
  rules = ['tel'],
  hint,
  value,
  autoComplete = 'tel-national',
  ...rest
}: PhoneInputProps) {
  const { t } = useTranslation('inputs');
  const shownHint =
    hint ?? (value ? t('phone.formatted', { number: formatThaiMobile(value) }) : t('phone.hint'));
  return (
    <NumericInput
      {...rest}
      label={label ?? t('phone.label')}
      value={value}
      rules={rules}
      hint={shownHint}
      maxLength={THAI_MOBILE_LENGTH}
      inputMode="tel"
      autoComplete={autoComplete}
    />
  );
}
