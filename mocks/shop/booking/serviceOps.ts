import { BOOKING_DEPOSIT_RATE } from '../../fixtures/booking';
import { tick } from '../clock';
import { isFailure, type ShopFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import { FIELDS, THINGS, invalid, missing } from './bookingFailures';
import type { LocalText, ServiceRecord } from './bookingSlice';
import { asMerchant } from './merchantOps';

/** What `service` (create or update) sends; numbers that did not parse arrive as NaN. */
export interface ServiceInput {
  readonly service_id?: string;
  readonly name?: string;
  /** The English and Chinese names (each the Thai one when empty); with neither, the name is kept as typed. */
  readonly name_en?: string;
  readonly name_zh?: string;
  readonly category_id?: string;
  readonly price?: number;
  readonly deposit?: number;
  readonly duration_minutes?: number;
  readonly description?: string;
  readonly store_ids?: readonly string[];
  readonly cover?: string;
}

/** Bounds of a service the shop accepts. */
export const SERVICE_LIMITS = { maxName: 80, maxDescription: 500, maxPrice: 1_000_000, minMinutes: 15, maxMinutes: 480 } as const;

const isMoney = (value: number) => Number.isFinite(value) && Math.round(value * 100) === value * 100;

function checkService(state: ShopState, input: ServiceInput, existing: ServiceRecord | undefined): ShopOutcome<Omit<ServiceRecord, 'service_id' | 'status'>> {
  const booking = state.booking;
  const name = serviceName(input);
  if (name === null) return invalid(FIELDS.name);
  const category = booking.categories.find((candidate) => candidate.id === input.category_id);
  if (!category) return invalid(FIELDS.category);
  const price = input.price ?? Number.NaN;
  if (!isMoney(price) || price <= 0 || price > SERVICE_LIMITS.maxPrice) return invalid(FIELDS.price);
  const deposit = input.deposit ?? existing?.deposit ?? Math.round(price * BOOKING_DEPOSIT_RATE);
  if (!isMoney(deposit) || deposit < 0 || deposit > price) return invalid(FIELDS.deposit);
  const minutes = input.duration_minutes ?? Number.NaN;
  if (!Number.isInteger(minutes) || minutes < SERVICE_LIMITS.minMinutes || minutes > SERVICE_LIMITS.maxMinutes) return invalid(FIELDS.duration);
  const storeIds = [...new Set(input.store_ids ?? [])];
  if (storeIds.length === 0 || storeIds.some((id) => !booking.stores.some((store) => store.store_id === id))) return invalid(FIELDS.stores);
  const description = input.description?.trim();
  if (description !== undefined && description.length > SERVICE_LIMITS.maxDescription) return invalid(FIELDS.description);
  return {
    name,
    category_id: category.id,
    price,
    deposit,
    duration_minutes: minutes,
    cover: input.cover?.trim() || (existing?.cover ?? null),
    description: description === undefined ? (existing?.description ?? null) : description || null,
    store_ids: storeIds,
  };
}

/** The name as kept: the Thai name alone, or the three languages (English and Chinese fall back to Thai); null when one is empty or long. */
function serviceName(input: ServiceInput): LocalText | null {
  const [th, en, zh] = [input.name, input.name_en, input.name_zh].map((text) => (text ?? '').trim());
  if (th === undefined || th === '' || [th, en, zh].some((text) => (text ?? '').length > SERVICE_LIMITS.maxName)) return null;
  if (!en && !zh) return th;
  return { th, en: en || th, zh: zh || th };
}

/**
 * Creates a service (no service_id: it goes online at once) or updates one. Refused: an empty or
 * long name, an unknown category, a price that is not a positive amount, a deposit above the price,
 * a duration outside 15–480 minutes, no store or an unknown store. Booked reservations keep their
 * price and duration.
 */
export function saveService(state: ShopState, input: ServiceInput): ShopOutcome<{ id: string }> {
  return asMerchant(state, () => {
    const services = state.booking.services;
    const existing = input.service_id ? services.find((service) => service.service_id === input.service_id) : undefined;
    if (input.service_id && !existing) return missing(THINGS.service);
    const fields = checkService(state, input, existing);
    if (isFailure(fields)) return fields;
    if (existing) {
      Object.assign(existing, fields);
      tick(state.clock);
      return { id: existing.service_id };
    }
    const id = newId(state, 'bookingService', nextNumber(services.map((service) => service.service_id)));
    if (isFailure(id)) return id;
    services.push({ service_id: String(id), status: 'online', ...fields });
    tick(state.clock);
    return { id: String(id) };
  });
}

/** One more than the largest numeric id of a list (the first new id of a kind). */
export function nextNumber(ids: readonly string[]): number {
  return ids.reduce((largest, id) => Math.max(largest, Number(id.replace(/\D/g, '')) || 0), 0) + 1;
}

/** Takes a service on or off line (an offline service cannot be booked; booked reservations stay). */
export function setServiceStatus(state: ShopState, input: { service_id?: string; status?: string }): ShopOutcome<null> {
  return asMerchant(state, () => {
    const service = state.booking.services.find((candidate) => candidate.service_id === input.service_id);
    if (!service) return missing(THINGS.service);
    if (input.status !== 'online' && input.status !== 'offline') return invalid(FIELDS.status);
    service.status = input.status;
    tick(state.clock);
    return null;
  });
}

/** The provider's services, optionally of one status. */
export function providerServices(state: ShopState, input: { status?: string } = {}): ShopOutcome<ServiceRecord[]> {
  return asMerchant(state, () => state.booking.services.filter((service) => !input.status || service.status === input.status));
}

/** One of the provider's services; without an id, the first. */
export function providerService(state: ShopState, serviceId: string | undefined): ShopOutcome<ServiceRecord> {
  return asMerchant(state, () => findService(state.booking.services, serviceId));
}

function findService(services: readonly ServiceRecord[], serviceId: string | undefined): ServiceRecord | ShopFailure {
  const service = serviceId ? services.find((candidate) => candidate.service_id === serviceId) : services[0];
  return service ?? missing(THINGS.service);
}

/** The services shoppers see (drafts are hidden; an offline one shows as offline and cannot be booked). */
export function publicServices(state: ShopState): ServiceRecord[] {
  return state.booking.services.filter((service) => service.status !== 'draft');
}

/** One service a shopper may see; without an id, the first. */
export function publicService(state: ShopState, serviceId: string | undefined): ShopOutcome<ServiceRecord> {
  return findService(publicServices(state), serviceId);
}
