import { useTranslation } from 'react-i18next';
import { NumericInput } from '../../../components/NumericInput';
import { TextField } from '../../../components/TextField';
import { CARD_RULES, type CardErrors, type CardField, type CardValues } from './cardValues';
import { CardGrid, CardNote } from './OrderConfirmView.styles';

export interface CardFormProps {
  values: CardValues;
  onChange: (field: CardField, value: string) => void;
  /** Shown after a Pay attempt with an invalid card (the fields also check themselves on blur). */
  errors?: CardErrors;
  disabled?: boolean;
}

/** Card entry: number (16 digits), expiry (MMYY), security code (3–4 digits), holder name. */
export function CardForm({ values, onChange, errors = {}, disabled = false }: CardFormProps) {
  const { t } = useTranslation('checkout');
  return (
    <CardGrid>
      <NumericInput
        label={t('card.number')}
        value={values.cardNumber}
        onChange={(value) => onChange('cardNumber', value)}
        rules={CARD_RULES.cardNumber}
        maxLength={16}
        autoComplete="cc-number"
        error={errors.cardNumber ?? null}
        disabled={disabled}
      />
      <NumericInput
        label={t('card.expiry')}
        hint={t('card.expiryHint')}
        value={values.expiry}
        onChange={(value) => onChange('expiry', value)}
        rules={CARD_RULES.expiry}
        maxLength={4}
        autoComplete="cc-exp"
        error={errors.expiry ?? null}
        disabled={disabled}
      />
      <NumericInput
        label={t('card.securityCode')}
        value={values.securityCode}
        onChange={(value) => onChange('securityCode', value)}
        rules={CARD_RULES.securityCode}
        maxLength={4}
        autoComplete="cc-csc"
        error={errors.securityCode ?? null}
        disabled={disabled}
      />
      <TextField
        label={t('card.holderName')}
        value={values.holderName}
        onChange={(value) => onChange('holderName', value)}
        autoComplete="cc-name"
        disabled={disabled}
      />
      <CardNote>{t('card.vaultNote')}</CardNote>
    </CardGrid>
  );
}
