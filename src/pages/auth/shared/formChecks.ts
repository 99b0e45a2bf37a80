import { firstError } from '../../../components/TextField';
import type { Locale } from '../../../format/locale';
import type { ValidationRule } from '../../../validation';

/** A form's field messages: only fields with a problem have one. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Checks the given fields' spec §5 rules; the first failing rule's message per field, in the shopper's language. */
export function checkFields<Field extends string>(
  rules: Partial<Readonly<Record<Field, readonly ValidationRule[]>>>,
  values: Readonly<Record<Field, string>>,
  locale: Locale,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const message = firstError(rules[field] ?? [], values[field], locale);
    if (message) errors[field] = message;
  }
  return errors;
}

export function hasErrors<Field extends string>(errors: FieldErrors<Field>): boolean {
  return Object.keys(errors).length > 0;
}

/** Phone (spec §5 tel) or e-mail: an account with an @ is checked as an e-mail, else as a phone. */
export function accountRules(account: string): readonly ValidationRule[] {
  return ['required', account.includes('@') ? 'email' : 'tel'];
}

/** A one-time code is six digits. */
export { CODE_LENGTH } from '../../shared/codes';
