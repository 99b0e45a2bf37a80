import type { SlotSettings } from '../../../api';

/** ISO weekdays, Monday (1) to Sunday (7), as merchant_biz_time numbers them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One weekday's hours: open or closed, from and to (`HH:mm`). */
export interface DayHours {
  readonly weekday: Weekday;
  readonly open: boolean;
  readonly from: string;
  readonly to: string;
}

/** A store and the customers it takes per time slot. */
export interface StoreCapacity {
  readonly storeId: string;
  readonly name: string;
  readonly capacity: number;
}

/** The merchant's availability: the week, the closed days, each store's capacity, and the provider's today. */
export interface Availability {
  readonly week: readonly DayHours[];
  readonly closedDates: readonly string[];
  readonly stores: readonly StoreCapacity[];
  readonly today: string;
}

/** Hours a day left closed starts from when it is opened. */
export const DEFAULT_HOURS = { from: '10:00', to: '20:00' } as const;

const clock = (value: string) => (/^\d{2}:\d{2}/.test(value) ? value.slice(0, 5) : null);

/** merchant_biz_time's answer as the week (every weekday, a missing one closed), the closed days and the stores. */
export function toAvailability(settings: SlotSettings): Availability {
  const week = WEEKDAYS.map((weekday): DayHours => {
    const hours = settings.biz_time.find((entry) => Number(entry.weekday) === weekday);
    const from = hours ? clock(hours.open) : null;
    const to = hours ? clock(hours.close) : null;
    return from && to ? { weekday, open: true, from, to } : { weekday, open: false, ...DEFAULT_HOURS };
  });
  const closedDates = settings.closed_dates.filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day)).sort();
  const stores = settings.stores.map((store) => ({ storeId: String(store.store_id), name: String(store.name), capacity: Number(store.slot_capacity) }));
  const today = settings.today && /^\d{4}-\d{2}-\d{2}$/.test(settings.today) ? settings.today : (closedDates[0] ?? '');
  return { week, closedDates, stores, today };
}
