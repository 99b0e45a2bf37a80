import type { BookingStore } from '../../../api';
import { clockMinutes, problemsOrNull, type FieldErrors } from '../shared/fieldErrors';

export interface StoreValues {
  readonly name: string;
  readonly address: string;
  readonly province: string;
  readonly city: string;
  readonly phone: string;
  readonly open: string;
  readonly close: string;
}
export type StoreField = keyof StoreValues;

export const EMPTY_STORE: StoreValues = { name: '', address: '', province: '', city: '', phone: '', open: '10:00', close: '21:00' };

/** The form's values for a store being edited. */
export function storeValues(store: BookingStore | null): StoreValues {
  if (!store) return EMPTY_STORE;
  return {
    name: store.name,
    address: store.address,
    province: store.province ?? '',
    city: store.city ?? '',
    phone: store.phone ?? '',
    open: store.open_time?.slice(0, 5) ?? EMPTY_STORE.open,
    close: store.close_time?.slice(0, 5) ?? EMPTY_STORE.close,
  };
}

/** A Thai landline (0 and 8 digits) or mobile (0 and 9 digits) number, spaces and dashes allowed. */
const STORE_PHONE = /^0\d{8,9}$/;

/** The store's problems (keys of `bookingMerchant`), or null when it can be sent. */
export function checkStore(values: StoreValues): FieldErrors<StoreField> | null {
  const errors: FieldErrors<StoreField> = {};
  if (values.name.trim() === '') errors.name = 'form.required';
  else if (values.name.trim().length > 80) errors.name = 'form.tooLong';
  if (values.address.trim() === '') errors.address = 'form.required';
  else if (values.address.trim().length > 200) errors.address = 'form.tooLong';
  if (values.province === '') errors.province = 'form.required';
  if (values.city === '') errors.city = 'form.required';
  if (!STORE_PHONE.test(values.phone.replace(/[\s-]/g, ''))) errors.phone = 'store.phoneInvalid';
  const open = clockMinutes(values.open);
  const close = clockMinutes(values.close);
  if (open === null) errors.open = 'form.timeInvalid';
  if (close === null) errors.close = 'form.timeInvalid';
  else if (open !== null && open >= close) errors.close = 'form.closeBeforeOpen';
  return problemsOrNull(errors);
}

/** What `store` sends (the picture only when a new one was uploaded). */
export function storePayload(values: StoreValues, storeId: string | null, cover: string | null) {
  return {
    ...(storeId ? { store_id: storeId } : {}),
    ...(cover ? { cover } : {}),
    name: values.name.trim(),
    address: values.address.trim(),
    province: values.province,
    city: values.city,
    phone: values.phone.replace(/[\s-]/g, ''),
    open_time: values.open,
    close_time: values.close,
  };
}
