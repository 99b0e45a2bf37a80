import { BOOKING_BANKS, BOOKING_PROVINCES } from '../../fixtures/booking';
import { tick } from '../clock';
import type { ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { FIELDS, invalid } from './bookingFailures';
import { asMerchant } from './merchantOps';
import { STORE_PHONE } from './storeOps';

/** What manage (POST) sends: the merchant's profile. */
export interface MerchantProfileInput {
  readonly name?: string;
  readonly phone?: string;
  readonly province?: string;
  readonly city?: string;
  readonly bank_code?: string;
  readonly bank_account_name?: string;
  readonly bank_account?: string;
}

/** A bank account number: digits only, 10–12 of them. */
export const BANK_ACCOUNT = /^\d{10,12}$/;

/**
 * Saves the merchant's profile. Refused with the field named: an empty or long (over 80) name or
 * account name, a phone that is not 0 and 8–9 digits, a province and city not in get_province_city,
 * a bank not in bank_list, an account number that is not 10–12 digits.
 */
export function saveMerchantProfile(state: ShopState, input: MerchantProfileInput): ShopOutcome<null> {
  return asMerchant(state, (merchant) => {
    const name = (input.name ?? '').trim();
    if (name === '' || name.length > 80) return invalid(FIELDS.name);
    const phone = (input.phone ?? '').replace(/[\s-]/g, '');
    if (!STORE_PHONE.test(phone)) return invalid(FIELDS.phone);
    const province = BOOKING_PROVINCES.find((candidate) => candidate.name === input.province);
    const city = province?.cities.find((candidate) => candidate.name === input.city);
    if (!province || !city) return invalid(FIELDS.province);
    const bank = BOOKING_BANKS.find((candidate) => candidate.code === input.bank_code);
    if (!bank) return invalid(FIELDS.bank);
    const holder = (input.bank_account_name ?? '').trim();
    if (holder === '' || holder.length > 80) return invalid(FIELDS.bankAccountName);
    const account = input.bank_account ?? '';
    if (!BANK_ACCOUNT.test(account)) return invalid(FIELDS.bankAccount);
    Object.assign(merchant, {
      name,
      phone,
      province: province.name,
      city: city.name,
      bank_code: bank.code,
      bank_name: bank.name,
      bank_account_name: holder,
      bank_account: account,
    });
    tick(state.clock);
    return null;
  });
}
