import { dayText, tick } from '../clock';
import type { ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { FIELDS, invalid } from './bookingFailures';
import type { BizTime } from './bookingSlice';
import { asMerchant } from './merchantOps';

/** The most closed days kept, and the most customers a store may take per time slot. */
export const MAX_CLOSED_DATES = 60;
export const MAX_SLOT_CAPACITY = 20;

/** The availability the merchant sets: weekly hours, closed days, each store's customers per slot. */
export interface SlotSettingsView {
  biz_time: BizTime[];
  closed_dates: string[];
  stores: { store_id: string; name: string; slot_capacity: number }[];
  today: string;
}

/** The provider's availability settings (merchant_biz_time GET). */
export function slotSettings(state: ShopState): ShopOutcome<SlotSettingsView> {
  return asMerchant(state, (merchant) => ({
    biz_time: merchant.biz_time.map((hours) => ({ ...hours })),
    closed_dates: [...(merchant.closed_dates ?? [])],
    stores: state.booking.stores.map((store) => ({ store_id: store.store_id, name: store.name, slot_capacity: store.slot_capacity })),
    today: dayText(state.clock),
  }));
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** What merchant_biz_time (PUT) sends: the whole list of closed days, and capacities per store. */
export interface SlotSettingsInput {
  readonly closed_dates?: readonly string[];
  readonly capacities?: readonly { readonly store_id?: string; readonly slot_capacity?: number }[];
}

/**
 * Replaces the closed days (each a real `YYYY-MM-DD` from today on, at most MAX_CLOSED_DATES; a
 * past one is dropped) and sets each named store's customers per slot (a whole number 1–20).
 * Bookings already made stay; new bookings follow. Refused as a whole when any value is invalid.
 */
export function saveSlotSettings(state: ShopState, input: SlotSettingsInput): ShopOutcome<null> {
  return asMerchant(state, (merchant) => {
    const today = dayText(state.clock);
    const dates = input.closed_dates ?? [];
    if (dates.some((day) => !DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))) return invalid(FIELDS.date);
    const closed = [...new Set(dates)].filter((day) => day >= today).sort();
    if (closed.length > MAX_CLOSED_DATES) return invalid(FIELDS.date);
    const capacities = input.capacities ?? [];
    const stores = state.booking.stores;
    for (const entry of capacities) {
      const capacity = entry.slot_capacity ?? Number.NaN;
      if (!stores.some((store) => store.store_id === entry.store_id)) return invalid(FIELDS.store);
      if (!Number.isInteger(capacity) || capacity < 1 || capacity > MAX_SLOT_CAPACITY) return invalid(FIELDS.capacity);
    }
    for (const entry of capacities) {
      const store = stores.find((candidate) => candidate.store_id === entry.store_id);
      if (store && entry.slot_capacity !== undefined) store.slot_capacity = entry.slot_capacity;
    }
    merchant.closed_dates = closed;
    tick(state.clock);
    return null;
  });
}
