import { dayText } from '../clock';
import type { ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { FIELDS, THINGS, invalid, missing } from './bookingFailures';
import type { BizTime, ServiceRecord, StaffRecord, StoreRecord } from './bookingSlice';
import { publicServices } from './serviceOps';

/** What `store/nearby` sends: coordinates (when the shopper allowed them) or a province, maybe a service. */
export interface NearbyInput {
  readonly latitude?: string;
  readonly longitude?: string;
  readonly province?: string;
  readonly service_id?: string;
}

const COORDINATE = /^-?\d{1,3}(\.\d+)?$/;

/**
 * The open stores a shopper may book at: in the province when one is given, offering the service
 * when one is given. Coordinates must be numbers in range (the shop keeps no positions, so every
 * store counts as near). Refused: malformed coordinates, an unknown service.
 */
export function nearbyStores(state: ShopState, input: NearbyInput): ShopOutcome<StoreRecord[]> {
  const { latitude, longitude } = input;
  if (latitude !== undefined || longitude !== undefined) {
    const lat = COORDINATE.test(latitude ?? '') ? Number(latitude) : Number.NaN;
    const lng = COORDINATE.test(longitude ?? '') ? Number(longitude) : Number.NaN;
    if (!(Math.abs(lat) <= 90) || !(Math.abs(lng) <= 180)) return invalid(FIELDS.id);
  }
  let service: ServiceRecord | undefined;
  if (input.service_id) {
    service = publicServices(state).find((candidate) => candidate.service_id === input.service_id);
    if (!service) return missing(THINGS.service);
  }
  return state.booking.stores.filter(
    (store) => store.status === 'open' && (!input.province || store.province === input.province) && (!service || service.store_ids.includes(store.store_id)),
  );
}

/** The services shoppers find: of a category, and whose name holds the keyword (any language), when given. */
export function findServices(state: ShopState, input: { category_id?: string; keyword?: string }): ServiceRecord[] {
  const keyword = input.keyword?.trim().toLowerCase() ?? '';
  return publicServices(state).filter((service) => {
    if (input.category_id && service.category_id !== input.category_id) return false;
    if (keyword === '') return true;
    const names = typeof service.name === 'string' ? [service.name] : [service.name.th, service.name.en, service.name.zh];
    return names.some((name) => name.toLowerCase().includes(keyword));
  });
}

/** A store as shoppers see it: its hours per weekday, the staff giving the service there, and today's day. */
export interface StoreDetail {
  readonly store: StoreRecord;
  readonly bizTime: readonly BizTime[];
  readonly staff: readonly StaffRecord[];
  readonly today: string;
}

/** One store with its opening hours (merchant_biz_time) and the active staff who give `service_id` there. */
export function storeDetail(state: ShopState, input: { store_id?: string; service_id?: string }): ShopOutcome<StoreDetail> {
  const store = state.booking.stores.find((candidate) => candidate.store_id === input.store_id);
  if (!store) return missing(THINGS.store);
  const staff = state.booking.staff.filter(
    (member) => member.status === 'active' && member.store_id === store.store_id && (!input.service_id || member.service_ids.includes(input.service_id)),
  );
  return { store, bizTime: state.booking.merchant.biz_time, staff, today: dayText(state.clock) };
}
