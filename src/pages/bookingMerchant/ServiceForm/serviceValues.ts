import type { BookingService } from '../../../api';
import { problemsOrNull, type FieldErrors } from '../shared/fieldErrors';

export interface ServiceValues {
  readonly category: string;
  /** The Thai name (required); the English and Chinese ones fall back to it. */
  readonly name: string;
  readonly nameEn: string;
  readonly nameZh: string;
  readonly price: string;
  readonly deposit: string;
  readonly duration: string;
  readonly description: string;
  readonly storeIds: readonly string[];
}
export type ServiceField = keyof ServiceValues;
export type ServiceTextField = Exclude<ServiceField, 'storeIds'>;

/** The durations offered, in minutes (the shop takes 15–480). */
export const DURATIONS = [15, 30, 45, 60, 75, 90, 120, 150, 180, 240, 300, 360, 420, 480] as const;
export const SERVICE_LIMITS = { name: 80, description: 500, price: 1_000_000 } as const;

/** The form's values: the service edited, or a new one (ticking the store it was started from). */
export function serviceValues(service: BookingService | null, storeId: string | null): ServiceValues {
  if (!service) return { category: '', name: '', nameEn: '', nameZh: '', price: '', deposit: '', duration: '60', description: '', storeIds: storeId ? [storeId] : [] };
  return {
    category: service.category_id ?? '',
    name: service.name_i18n?.th ?? service.name,
    nameEn: service.name_i18n?.en ?? '',
    nameZh: service.name_i18n?.zh ?? '',
    price: String(service.price),
    deposit: service.deposit === null || service.deposit === undefined ? '' : String(service.deposit),
    duration: String(service.duration_minutes),
    description: service.description ?? '',
    storeIds: service.store_ids ?? [],
  };
}

/** A baht amount as typed (digits, at most two decimals), or null. */
function amount(value: string): number | null {
  const trimmed = value.trim();
  return /^\d{1,7}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : null;
}

/** The service's problems (keys of `bookingMerchant`), or null when it can be sent. */
export function checkService(values: ServiceValues): FieldErrors<ServiceField> | null {
  const errors: FieldErrors<ServiceField> = {};
  if (values.category === '') errors.category = 'form.required';
  if (values.name.trim() === '') errors.name = 'form.required';
  else if (values.name.trim().length > SERVICE_LIMITS.name) errors.name = 'form.tooLong';
  if (values.nameEn.trim().length > SERVICE_LIMITS.name) errors.nameEn = 'form.tooLong';
  if (values.nameZh.trim().length > SERVICE_LIMITS.name) errors.nameZh = 'form.tooLong';
  const price = amount(values.price);
  if (values.price.trim() === '') errors.price = 'form.required';
  else if (price === null || price <= 0 || price > SERVICE_LIMITS.price) errors.price = 'service.priceInvalid';
  const deposit = values.deposit.trim() === '' ? 0 : amount(values.deposit);
  if (deposit === null) errors.deposit = 'service.priceInvalid';
  else if (price !== null && deposit > price) errors.deposit = 'service.depositAbovePrice';
  if (!DURATIONS.some((minutes) => String(minutes) === values.duration)) errors.duration = 'form.required';
  if (values.description.trim().length > SERVICE_LIMITS.description) errors.description = 'form.tooLong';
  if (values.storeIds.length === 0) errors.storeIds = 'service.storesRequired';
  return problemsOrNull(errors);
}

/** What `service` sends (the deposit only when typed: the shop sets one from the price otherwise). */
export function servicePayload(values: ServiceValues, serviceId: string | null, cover: string | null) {
  return {
    ...(serviceId ? { service_id: serviceId } : {}),
    name: values.name.trim(),
    ...(values.nameEn.trim() !== '' ? { name_en: values.nameEn.trim() } : {}),
    ...(values.nameZh.trim() !== '' ? { name_zh: values.nameZh.trim() } : {}),
    category_id: values.category,
    price: Number(values.price.trim()),
    ...(values.deposit.trim() !== '' ? { deposit: Number(values.deposit.trim()) } : {}),
    duration_minutes: Number(values.duration),
    ...(values.description.trim() !== '' ? { description: values.description.trim() } : {}),
    store_ids: values.storeIds,
    ...(cover ? { cover } : {}),
  };
}
