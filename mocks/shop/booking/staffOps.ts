import { tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import { FIELDS, THINGS, invalid, missing } from './bookingFailures';
import type { StaffRecord } from './bookingSlice';
import { asMerchant } from './merchantOps';
import { nextNumber } from './serviceOps';
import { PICTURE_ADDRESS } from './storeOps';

/** What `employee` (create or update) sends. */
export interface StaffInput {
  readonly employee_id?: string;
  readonly name?: string;
  readonly phone?: string;
  readonly store_id?: string;
  readonly service_ids?: readonly string[];
  /** A photo's address (the storage upload flow); kept when left out. */
  readonly avatar?: string;
  /** The weekdays they work, 1 Monday … 7 Sunday, at least one; kept (or every day) when left out. */
  readonly work_days?: readonly number[];
}


/** The weekdays given, checked (integers 1–7, at least one), sorted without repeats; undefined when none were sent. */
function workDays(days: readonly number[] | undefined): number[] | undefined | 'invalid' {
  if (days === undefined) return undefined;
  if (days.length === 0 || days.some((day) => !Number.isInteger(day) || day < 1 || day > 7)) return 'invalid';
  return [...new Set(days)].sort((a, b) => a - b);
}

/** A Thai mobile number: 0 and 9 digits. */
export const STAFF_PHONE = /^0\d{9}$/;

/** The provider's staff, optionally of one store. */
export function providerStaff(state: ShopState, input: { store_id?: string } = {}): ShopOutcome<StaffRecord[]> {
  return asMerchant(state, () => state.booking.staff.filter((member) => !input.store_id || member.store_id === input.store_id));
}

/**
 * Creates a member of staff (no employee_id; active) or updates one. Refused: an empty name, a phone
 * that is not a mobile number, an unknown store, a service that is unknown or not offered there, a
 * photo address that is not https or a bucket path, working days outside 1–7 or none.
 */
export function saveEmployee(state: ShopState, input: StaffInput): ShopOutcome<{ id: string }> {
  return asMerchant(state, () => {
    const booking = state.booking;
    const existing = input.employee_id ? booking.staff.find((member) => member.employee_id === input.employee_id) : undefined;
    if (input.employee_id && !existing) return missing(THINGS.staff);
    const name = (input.name ?? '').trim();
    if (name === '' || name.length > 40) return invalid(FIELDS.name);
    const phone = (input.phone ?? '').replace(/[\s-]/g, '');
    if (!STAFF_PHONE.test(phone)) return invalid(FIELDS.phone);
    const store = booking.stores.find((candidate) => candidate.store_id === input.store_id);
    if (!store) return invalid(FIELDS.store);
    const serviceIds = [...new Set(input.service_ids ?? [])];
    const offered = (id: string) => booking.services.some((service) => service.service_id === id && service.store_ids.includes(store.store_id));
    if (!serviceIds.every(offered)) return invalid(FIELDS.services);
    const avatar = input.avatar?.trim();
    if (avatar !== undefined && avatar !== '' && !PICTURE_ADDRESS.test(avatar)) return invalid(FIELDS.path);
    const days = workDays(input.work_days);
    if (days === 'invalid') return invalid(FIELDS.workDays);
    const fields = {
      name,
      phone,
      store_id: store.store_id,
      service_ids: serviceIds,
      ...(avatar ? { avatar } : {}),
      ...(days ? { work_days: days } : {}),
    };
    if (existing) {
      Object.assign(existing, fields);
      tick(state.clock);
      return { id: existing.employee_id };
    }
    const next = newId(state, 'bookingStaff', nextNumber(booking.staff.map((member) => member.employee_id)));
    if (isFailure(next)) return next;
    const id = `E-${next}`;
    booking.staff.push({ employee_id: id, avatar: null, ...fields, status: 'active' });
    tick(state.clock);
    return { id };
  });
}
