import { countGraphemes } from '../format/text';

/** The form rules of spec §5. */
export const VALIDATION_RULES = [
  'required',
  'tel',
  'email',
  'number',
  'cardNumber',
  'securityCode',
  'expiry',
  'min6',
  'min4',
] as const;

export type ValidationRule = (typeof VALIDATION_RULES)[number];

/**
 * Whitespace for `required` and min6/min4: everything `\s` matches (ASCII spaces, tabs and line
 * breaks, NBSP U+00A0, the full-width ideographic space U+3000, U+FEFF, …) plus the zero-width
 * space U+200B that Thai text uses as an invisible word break.
 */
const WHITESPACE = /[\s\u200B]/gu;

const TEL = /^0[0-9]{9}$/;
const NUMBER = /^-?[0-9]+(?:\.[0-9]+)?$/;
const CARD_NUMBER = /^[0-9]{16}$/;
const SECURITY_CODE = /^[0-9]{3,4}$/;
const EXPIRY = /^[0-9]{4}$/;
// local@domain.tld: the HTML spec's local part; dot-separated labels of letters, digits and inner
// hyphens; a top-level label of at least two characters that starts with a letter (xn-- IDNs pass).
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])$/;

function withoutWhitespace(value: string): string {
  return value.replace(WHITESPACE, '');
}

function atLeast(min: number): (value: string) => boolean {
  return (value) => countGraphemes(withoutWhitespace(value)) >= min;
}

/**
 * Each rule checks the value exactly as given. Only `required` and min6/min4 look past whitespace;
 * the others do not trim, so ' 0812345678' is not a phone number, and an empty value fails every
 * rule (an optional field simply runs no rule while it is empty). Digits are ASCII only: full-width
 * and Thai digits fail here; run the input through keepDigits first to accept them.
 */
export const RULE_CHECKS: Record<ValidationRule, (value: string) => boolean> = {
  required: (value) => withoutWhitespace(value) !== '',
  tel: (value) => TEL.test(value),
  email: (value) => EMAIL.test(value),
  number: (value) => NUMBER.test(value),
  cardNumber: (value) => CARD_NUMBER.test(value),
  securityCode: (value) => SECURITY_CODE.test(value),
  expiry: (value) => EXPIRY.test(value),
  min6: atLeast(6),
  min4: atLeast(4),
};

export function isValidationRule(value: unknown): value is ValidationRule {
  return typeof value === 'string' && (VALIDATION_RULES as readonly string[]).includes(value);
}
