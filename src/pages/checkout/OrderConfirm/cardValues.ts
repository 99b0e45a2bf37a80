import type { Locale } from '../../../format/locale';
import { validate, type ValidationRule } from '../../../validation';

/** The card form's fields (spec §5 card rules). Kept in the page only; sent to the card vault only. */
export interface CardValues {
  readonly cardNumber: string;
  readonly expiry: string;
  readonly securityCode: string;
  readonly holderName: string;
}

export type CardField = keyof CardValues;
export type CardErrors = Partial<Record<CardField, string>>;

export const EMPTY_CARD: CardValues = { cardNumber: '', expiry: '', securityCode: '', holderName: '' };

/** The rules per field: card number 16 digits, expiry 4 digits, security code 3 or 4 digits. */
export const CARD_RULES: Readonly<Record<CardField, readonly ValidationRule[]>> = {
  cardNumber: ['required', 'cardNumber'],
  expiry: ['required', 'expiry'],
  securityCode: ['required', 'securityCode'],
  holderName: [],
};

/** The first failing rule's message per field (in the shopper's language); empty when all pass. */
export function cardErrors(values: CardValues, locale: Locale): CardErrors {
  const errors: Partial<Record<CardField, string>> = {};
  for (const field of Object.keys(CARD_RULES) as CardField[]) {
    for (const rule of CARD_RULES[field]) {
      const message = validate(rule, values[field], locale);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}
