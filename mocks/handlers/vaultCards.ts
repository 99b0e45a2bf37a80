import type { Trilingual } from '../fixtures/locale';
import { clockMillis, type ShopClock } from '../shop/clock';
import { fail, type ShopFailure } from '../shop/failure';

/** The card brands the mock vault knows, by the number's first digits, and their lengths. */
const BRANDS: readonly { readonly brand: string; readonly prefix: RegExp; readonly lengths: readonly number[]; readonly codeLength: number }[] = [
  { brand: 'amex', prefix: /^3[47]/, lengths: [15], codeLength: 4 },
  { brand: 'jcb', prefix: /^35/, lengths: [16], codeLength: 3 },
  { brand: 'visa', prefix: /^4/, lengths: [13, 16, 19], codeLength: 3 },
  { brand: 'mastercard', prefix: /^(5[1-5]|2[2-7])/, lengths: [16], codeLength: 3 },
  { brand: 'unionpay', prefix: /^62/, lengths: [16, 17, 18, 19], codeLength: 3 },
];

/** The vault's refusals (HTTP 402 with error.code): this mock's own codes. */
export const VAULT_CODES = { number: 4801, expiry: 4802, securityCode: 4803 } as const;

const MESSAGES = {
  number: { th: 'หมายเลขบัตรไม่ถูกต้อง', en: 'The card number is not valid.', zh: '卡号无效。' },
  expiry: { th: 'วันหมดอายุบัตรไม่ถูกต้องหรือหมดอายุแล้ว', en: 'The expiry date is not valid or has passed.', zh: '有效期无效或已过期。' },
  securityCode: { th: 'รหัสความปลอดภัยไม่ถูกต้อง', en: 'The security code is not valid.', zh: '安全码无效。' },
} as const satisfies Record<string, Trilingual>;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What the mock card vault makes of a card (a third party's rules): the brand from the first
 * digits, the number's length for that brand and its Luhn check digit, an expiry (MMYY) that is a
 * month not before the shop clock's, a security code of the brand's length. The token ends in the
 * last four digits (tok_mock_4242).
 */
export function tokeniseMockCard(
  clock: ShopClock,
  params: Readonly<Record<string, string>>,
): { token: string; last4: string; brand: string; expiry_month: number; expiry_year: number } | ShopFailure {
  const number = params.card_number ?? '';
  const known = BRANDS.find((entry) => entry.prefix.test(number));
  if (!/^[0-9]+$/.test(number) || !known || !known.lengths.includes(number.length) || !passesLuhn(number)) {
    return fail(VAULT_CODES.number, MESSAGES.number);
  }
  const expiry = /^(\d{2})(\d{2})$/.exec(params.expiry ?? '');
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  const now = new Date(clockMillis(clock) + 7 * 3_600_000);
  if (!expiry || month < 1 || month > 12 || year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return fail(VAULT_CODES.expiry, MESSAGES.expiry);
  }
  if (!new RegExp(`^[0-9]{${known.codeLength}}$`).test(params.security_code ?? '')) return fail(VAULT_CODES.securityCode, MESSAGES.securityCode);
  const last4 = number.slice(-4);
  return { token: `tok_mock_${last4}`, last4, brand: known.brand, expiry_month: month, expiry_year: year };
}
