import type { SavedAddress } from '../../../../api';
import type { Locale } from '../../../../format/locale';
import { validate, type ValidationRule } from '../../../../validation';

/** What the address form holds, as typed (the phone and postcode as digits only). */
export interface AddressValues {
  readonly name: string;
  readonly phone: string;
  readonly address: string;
  readonly province: string;
  readonly postcode: string;
  /** Make this the default address (the one checkout takes). */
  readonly makeDefault: boolean;
}
export type AddressField = Exclude<keyof AddressValues, 'makeDefault'>;
export type AddressFieldErrors = Partial<Record<AddressField, string>>;

/** The form's text fields in the order shown. */
export const ADDRESS_FIELDS: readonly AddressField[] = ['name', 'phone', 'address', 'province', 'postcode'];

/** The rules of spec §5 per field (the postcode's five digits are checked by postcodeError). */
export const ADDRESS_RULES: Readonly<Record<AddressField, readonly ValidationRule[]>> = {
  name: ['required'],
  phone: ['required', 'tel'],
  address: ['required'],
  province: ['required'],
  postcode: ['required'],
};

/** Digits of a Thai postcode. */
export const POSTCODE_LENGTH = 5;

/** The longest name, address and province the form takes (the shop's limits). */
export const ADDRESS_MAX_LENGTH = { name: 60, address: 300, province: 60 } as const;

export const EMPTY_ADDRESS: AddressValues = { name: '', phone: '', address: '', province: '', postcode: '', makeDefault: false };

/** The form filled with a saved address (to edit it). */
export function valuesOf(address: SavedAddress): AddressValues {
  return {
    name: address.name,
    phone: address.phone,
    address: address.address,
    province: address.province ?? '',
    postcode: address.postcode ?? '',
    makeDefault: address.is_default === true,
  };
}

/** Each field's first problem (spec §5 through `validate`, then the postcode's five digits); only fields with one. */
export function addressErrors(values: AddressValues, locale: Locale, postcodeMessage: string): AddressFieldErrors {
  const errors: AddressFieldErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const message = ADDRESS_RULES[field].map((rule) => validate(rule, values[field], locale)).find((m) => m !== null);
    if (message) errors[field] = message;
  }
  if (!errors.postcode && !new RegExp(`^[0-9]{${POSTCODE_LENGTH}}$`).test(values.postcode)) errors.postcode = postcodeMessage;
  return errors;
}

/** The saveAddress payload: trimmed text, `id` when editing, is_default only when asked for. */
export function saveParams(values: AddressValues, id: string | null) {
  return {
    ...(id !== null ? { id } : {}),
    name: values.name.trim(),
    phone: values.phone,
    address: values.address.trim(),
    province: values.province.trim(),
    postcode: values.postcode,
    ...(values.makeDefault ? { is_default: 1 as const } : {}),
  };
}

/** The card's lines: the address, then the province and postcode. */
export function addressLines(address: SavedAddress): string[] {
  return [address.address, [address.province, address.postcode].filter(Boolean).join(' ')].filter((line) => line !== '');
}
