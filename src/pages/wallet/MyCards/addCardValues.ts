import type { TFunction } from 'i18next';
import { toBcp47, type Locale } from '../../../format/locale';
import { validate } from '../../../validation';
import { brandOf, CARD_BRANDS, cardNumberProblem, expiryProblem, securityCodeFits } from './cardCheck';

/** The add-card form's fields. Kept in the page only, sent to the card vault only. */
export interface AddCardValues {
  /** Digits only (the field keeps digits). */
  readonly number: string;
  /** MMYY, digits only. */
  readonly expiry: string;
  readonly securityCode: string;
  readonly holder: string;
}

export type AddCardField = keyof AddCardValues;
export type AddCardErrors = Partial<Record<AddCardField, string>>;

export const EMPTY_CARD: AddCardValues = { number: '', expiry: '', securityCode: '', holder: '' };

/** A brand's number lengths as the language lists choices: '13, 16, or 19', '13、16或19'. */
function lengthsText(lengths: readonly number[], locale: Locale): string {
  return new Intl.ListFormat(toBcp47(locale), { type: 'disjunction' }).format(lengths.map(String));
}

/**
 * Each field's message, in the shopper's language; empty when the card may go to the vault.
 * The number: a brand the shop takes, that brand's length, the Luhn check digit. The expiry: a
 * month (MMYY) not before `now`'s. The security code: the brand's length. The holder: required.
 */
export function addCardErrors(values: AddCardValues, now: Date, locale: Locale, t: TFunction<'cards'>): AddCardErrors {
  const errors: Partial<Record<AddCardField, string>> = {};
  const required = (value: string) => validate('required', value, locale);
  const brand = brandOf(values.number);

  const numberRequired = required(values.number);
  if (numberRequired) errors.number = numberRequired;
  else {
    const problem = cardNumberProblem(values.number);
    if (problem === 'brand') errors.number = t('myCards.errors.brand');
    else if (problem === 'length' && brand)
      errors.number = t('myCards.errors.length', { brand: t(`brands.${brand}`), lengths: lengthsText(CARD_BRANDS[brand].lengths, locale) });
    else if (problem === 'luhn') errors.number = t('myCards.errors.luhn');
  }

  const expiryRequired = required(values.expiry);
  if (expiryRequired) errors.expiry = expiryRequired;
  else {
    const problem = expiryProblem(values.expiry, now);
    if (problem === 'format') errors.expiry = validate('expiry', values.expiry, locale) ?? t('myCards.errors.expiryFormat');
    else if (problem === 'past') errors.expiry = t('myCards.errors.expiryPast');
  }

  const codeRequired = required(values.securityCode);
  if (codeRequired) errors.securityCode = codeRequired;
  else if (!securityCodeFits(values.securityCode, brand)) {
    errors.securityCode = brand === 'amex' ? t('myCards.errors.securityCodeAmex') : (validate('securityCode', values.securityCode, locale) ?? t('myCards.errors.securityCode3'));
  }

  const holderRequired = required(values.holder);
  if (holderRequired) errors.holder = holderRequired;
  return errors;
}
