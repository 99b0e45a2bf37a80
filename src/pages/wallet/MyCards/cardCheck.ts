/** The card brands the shop takes, by the number's first digits: their number lengths and security code length. */
export const CARD_BRANDS = {
  visa: { prefix: /^4/, lengths: [13, 16, 19], codeLength: 3 },
  mastercard: { prefix: /^(5[1-5]|2[2-7])/, lengths: [16], codeLength: 3 },
  amex: { prefix: /^3[47]/, lengths: [15], codeLength: 4 },
  jcb: { prefix: /^35/, lengths: [16], codeLength: 3 },
  unionpay: { prefix: /^62/, lengths: [16, 17, 18, 19], codeLength: 3 },
} as const satisfies Record<string, { prefix: RegExp; lengths: readonly number[]; codeLength: number }>;

export type CardBrand = keyof typeof CARD_BRANDS;

/** The longest number any brand has (the field keeps at most this many digits). */
export const MAX_CARD_DIGITS = 19;

/** The brand a (digits-only) card number belongs to, from its first digits; null when none matches. */
export function brandOf(number: string): CardBrand | null {
  for (const [brand, rule] of Object.entries(CARD_BRANDS) as [CardBrand, (typeof CARD_BRANDS)[CardBrand]][]) {
    if (rule.prefix.test(number)) return brand;
  }
  return null;
}

/** The Luhn (mod 10) check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What is wrong with a card number: nothing (null), no known brand, the wrong length for its brand, or a failed Luhn check. */
export type CardNumberProblem = 'brand' | 'length' | 'luhn';

export function cardNumberProblem(number: string): CardNumberProblem | null {
  const brand = brandOf(number);
  if (!/^[0-9]+$/.test(number) || brand === null) return 'brand';
  if (!(CARD_BRANDS[brand].lengths as readonly number[]).includes(number.length)) return 'length';
  return passesLuhn(number) ? null : 'luhn';
}

/** An expiry as typed (MMYY, digits only): its month and four-digit year, or null when it is not a month. */
export function parseExpiry(expiry: string): { readonly month: number; readonly year: number } | null {
  const match = /^(\d{2})(\d{2})$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(match[2]) } : null;
}

/** Whether month/year ended before `now`'s month (a card is good through the last day of its month). */
export function isExpired(expiry: { readonly month: number; readonly year: number }, now: Date): boolean {
  return expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1;
}

/** What is wrong with an expiry: nothing (null), not a month (MMYY), or already past. */
export function expiryProblem(expiry: string, now: Date): 'format' | 'past' | null {
  const parsed = parseExpiry(expiry);
  if (!parsed) return 'format';
  return isExpired(parsed, now) ? 'past' : null;
}

/** Whether the security code has the length of the card's brand (3, or 4 for American Express; 3 or 4 while the brand is unknown). */
export function securityCodeFits(code: string, brand: CardBrand | null): boolean {
  if (brand === null) return /^[0-9]{3,4}$/.test(code);
  return new RegExp(`^[0-9]{${CARD_BRANDS[brand].codeLength}}$`).test(code);
}

/** A saved card's expiry as MM/YY, or null when the backend did not say. */
export function expiryText(month: number | null | undefined, year: number | null | undefined): string | null {
  if (!month || !year || month < 1 || month > 12) return null;
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}
