import type { Merchant } from '../../../api';
import { problemsOrNull, type FieldErrors } from '../shared/fieldErrors';

/** The profile form's values: the shop, where it is, and the bank account it is paid into. */
export interface ProfileValues {
  readonly name: string;
  readonly phone: string;
  readonly province: string;
  readonly city: string;
  readonly bankCode: string;
  readonly accountName: string;
  readonly account: string;
}
export type ProfileField = keyof ProfileValues;

export const EMPTY_PROFILE: ProfileValues = { name: '', phone: '', province: '', city: '', bankCode: '', accountName: '', account: '' };

/** A bank as bank_list answers it. */
export interface Bank {
  readonly code: string;
  readonly name: string;
}

/** A bank account number: digits only, 10–12 of them. */
const ACCOUNT_NUMBER = /^\d{10,12}$/;
/** A Thai landline (0 and 8 digits) or mobile (0 and 9 digits), spaces and dashes allowed. */
const PHONE = /^0\d{8,9}$/;
const compactPhone = (phone: string) => phone.replace(/[\s-]/g, '');

/** The bank of the merchant's account: by its code, else by its name (older records), else none. */
export function merchantBank(merchant: Merchant, banks: readonly Bank[]): Bank | null {
  return banks.find((bank) => bank.code === merchant.bank_code) ?? banks.find((bank) => bank.name === merchant.bank_name || bank.code === merchant.bank_name) ?? null;
}

/** The form's values from merchant/detail (a masked account number is left for the merchant to type). */
export function profileValues(merchant: Merchant, banks: readonly Bank[]): ProfileValues {
  const account = merchant.bank_account ?? '';
  return {
    name: merchant.name,
    phone: merchant.phone ?? '',
    province: merchant.province ?? '',
    city: merchant.city ?? '',
    bankCode: merchantBank(merchant, banks)?.code ?? '',
    accountName: merchant.bank_account_name ?? '',
    account: ACCOUNT_NUMBER.test(account) ? account : '',
  };
}

/** The profile's problems (keys of `bookingMerchant`), or null when it can be sent. */
export function checkProfile(values: ProfileValues): FieldErrors<ProfileField> | null {
  const errors: FieldErrors<ProfileField> = {};
  if (values.name.trim() === '') errors.name = 'form.required';
  else if (values.name.trim().length > 80) errors.name = 'form.tooLong';
  if (!PHONE.test(compactPhone(values.phone))) errors.phone = 'store.phoneInvalid';
  if (values.province === '') errors.province = 'form.required';
  if (values.city === '') errors.city = 'form.required';
  if (values.bankCode === '') errors.bankCode = 'form.required';
  if (values.accountName.trim() === '') errors.accountName = 'form.required';
  else if (values.accountName.trim().length > 80) errors.accountName = 'form.tooLong';
  if (!ACCOUNT_NUMBER.test(values.account)) errors.account = 'profile.accountInvalid';
  return problemsOrNull(errors);
}

/** What manage (POST) sends. */
export function profilePayload(values: ProfileValues) {
  return {
    name: values.name.trim(),
    phone: compactPhone(values.phone),
    province: values.province,
    city: values.city,
    bank_code: values.bankCode,
    bank_account_name: values.accountName.trim(),
    bank_account: values.account,
  };
}
