import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { NumericInput } from '../../../components/NumericInput';
import { TextField } from '../../../components/TextField';
import { Form } from '../../shared/forms';
import type { AddCardErrors, AddCardField, AddCardValues } from './addCardValues';
import { brandOf, MAX_CARD_DIGITS } from './cardCheck';
import { Actions, Failure, VaultNote } from './MyCardsView.styles';

export interface AddCardFormProps {
  values: AddCardValues;
  onChange: (field: AddCardField, value: string) => void;
  /** Each field's message after a Save attempt (only fields with a problem). */
  errors?: AddCardErrors;
  /** Why the last attempt failed (the vault refused the card, the shop did not save it). */
  failure?: string | null;
  submitting?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * The add-card form: number (the brand is named as it is recognised), expiry (MMYY), security
 * code and the holder's name. Its values go to the card vault only. The number field takes the
 * focus when the form opens. Pure.
 */
export function AddCardForm({ values, onChange, errors = {}, failure = null, submitting = false, onSubmit, onCancel }: AddCardFormProps) {
  const { t } = useTranslation('cards');
  const titleId = useId();
  const numberRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    numberRef.current?.focus();
  }, []);
  const brand = brandOf(values.number);
  return (
    <Form
      noValidate
      aria-labelledby={titleId}
      aria-busy={submitting || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Heading level={2} variant="subtitle" id={titleId}>
        {t('myCards.add.title')}
      </Heading>
      <NumericInput
        ref={numberRef}
        label={t('myCards.add.number')}
        hint={brand ? t('myCards.add.numberBrand', { brand: t(`brands.${brand}`) }) : t('myCards.add.numberHint')}
        value={values.number}
        onChange={(value) => onChange('number', value)}
        rules={['required']}
        maxLength={MAX_CARD_DIGITS}
        autoComplete="cc-number"
        error={errors.number ?? null}
        disabled={submitting}
      />
      <NumericInput
        label={t('myCards.add.expiry')}
        hint={t('myCards.add.expiryHint')}
        value={values.expiry}
        onChange={(value) => onChange('expiry', value)}
        rules={['required']}
        maxLength={4}
        autoComplete="cc-exp"
        error={errors.expiry ?? null}
        disabled={submitting}
      />
      <NumericInput
        label={t('myCards.add.securityCode')}
        hint={t('myCards.add.securityCodeHint')}
        value={values.securityCode}
        onChange={(value) => onChange('securityCode', value)}
        rules={['required']}
        maxLength={4}
        autoComplete="cc-csc"
        error={errors.securityCode ?? null}
        disabled={submitting}
      />
      <TextField
        label={t('myCards.add.holder')}
        value={values.holder}
        onChange={(value) => onChange('holder', value)}
        rules={['required']}
        maxLength={64}
        autoComplete="cc-name"
        error={errors.holder ?? null}
        disabled={submitting}
      />
      <VaultNote>{t('myCards.add.vaultNote')}</VaultNote>
      {failure && <Failure role="alert">{failure}</Failure>}
      <Actions>
        <Button type="button" variant="outline" size="lg" onClick={onCancel} disabled={submitting}>
          {t('myCards.add.cancel')}
        </Button>
        <Button type="submit" size="lg" loading={submitting}>
          {t('myCards.add.submit')}
        </Button>
      </Actions>
    </Form>
  );
}
