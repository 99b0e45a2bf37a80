import { BOOKING_PROVINCES } from '../../fixtures/booking';
import { tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import { FIELDS, THINGS, invalid, missing } from './bookingFailures';
import type { StoreRecord } from './bookingSlice';
import { parseClock } from './bookingTime';
import { asMerchant } from './merchantOps';
import { nextNumber } from './serviceOps';

/** What `store` (create or update) sends. */
export interface StoreInput {
  readonly store_id?: string;
  readonly name?: string;
  readonly address?: string;
  readonly province?: string;
  readonly city?: string;
  readonly phone?: string;
  readonly open_time?: string;
  readonly close_time?: string;
  /** A picture's address (the storage upload flow); kept when left out. */
  readonly cover?: string;
}

/** A picture address the shop keeps: an https address or a path of the bucket, at most 500 characters. */
export const PICTURE_ADDRESS = /^(https:\/\/[^\s"'<>]{1,490}|[A-Za-z0-9_-][A-Za-z0-9._/-]{0,499})$/;

/** A Thai landline (0 + 8 digits) or mobile (0 + 9 digits) number. */
export const STORE_PHONE = /^0\d{8,9}$/;
/** Customers one slot of a new store takes until the merchant says otherwise. */
export const NEW_STORE_SLOT_CAPACITY = 2;

/** The provider's stores. */
export function providerStores(state: ShopState): ShopOutcome<StoreRecord[]> {
  return asMerchant(state, () => [...state.booking.stores]);
}

/**
 * The stores offering a product line (`service_store`): every store, or with `service_id` the
 * stores that offer that service.
 */
export function productStores(state: ShopState, input: { product?: string; service_id?: string }): ShopOutcome<StoreRecord[]> {
  return asMerchant(state, () => {
    if (input.product !== 'service') return invalid(FIELDS.id);
    if (!input.service_id) return [...state.booking.stores];
    const service = state.booking.services.find((candidate) => candidate.service_id === input.service_id);
    if (!service) return missing(THINGS.service);
    return state.booking.stores.filter((store) => service.store_ids.includes(store.store_id));
  });
}

function checkStore(input: StoreInput): ShopOutcome<Omit<StoreRecord, 'store_id' | 'cover' | 'status' | 'slot_capacity'>> {
  const name = (input.name ?? '').trim();
  if (name === '' || name.length > 80) return invalid(FIELDS.name);
  const address = (input.address ?? '').trim();
  if (address === '' || address.length > 200) return invalid(FIELDS.address);
  const province = BOOKING_PROVINCES.find((candidate) => candidate.name === input.province);
  if (!province || !province.cities.some((city) => city.name === input.city)) return invalid(FIELDS.province);
  const phone = (input.phone ?? '').replace(/[\s-]/g, '');
  if (!STORE_PHONE.test(phone)) return invalid(FIELDS.phone);
  const open = parseClock(input.open_time);
  const close = parseClock(input.close_time);
  if (open === undefined || close === undefined || open >= close) return invalid(FIELDS.hours);
  return {
    name,
    address,
    province: province.name,
    city: input.city ?? '',
    phone,
    open_time: input.open_time?.slice(0, 5) ?? '',
    close_time: input.close_time?.slice(0, 5) ?? '',
  };
}

/**
 * Creates a store (no store_id; open, two customers a slot) or updates one. Refused: an empty name
 * or address, a province and city not in get_province_city, a phone that is not 0 and 8–9 digits,
 * opening hours that do not open before they close, a picture address that is not https or a bucket path.
 */
export function saveStore(state: ShopState, input: StoreInput): ShopOutcome<{ id: string }> {
  return asMerchant(state, () => {
    const stores = state.booking.stores;
    const existing = input.store_id ? stores.find((store) => store.store_id === input.store_id) : undefined;
    if (input.store_id && !existing) return missing(THINGS.store);
    const fields = checkStore(input);
    if (isFailure(fields)) return fields;
    const cover = input.cover?.trim() || undefined;
    if (cover !== undefined && !PICTURE_ADDRESS.test(cover)) return invalid(FIELDS.path);
    if (existing) {
      Object.assign(existing, fields, cover ? { cover } : {});
      tick(state.clock);
      return { id: existing.store_id };
    }
    const next = newId(state, 'bookingStore', nextNumber(stores.map((store) => store.store_id)));
    if (isFailure(next)) return next;
    const id = `S-${next}`;
    stores.push({ store_id: id, ...fields, cover: cover ?? null, status: 'open', slot_capacity: NEW_STORE_SLOT_CAPACITY });
    tick(state.clock);
    return { id };
  });
}
