import type { DayPeriod, TimeSlot } from './TimeSlotPicker.types';

export const DAY_PERIODS: readonly DayPeriod[] = ['morning', 'afternoon', 'evening'];

/** Morning before 12:00, afternoon from 12:00, evening from 17:00 (by the slot's start, 'HH:mm'). */
export function dayPeriodOf(start: string): DayPeriod {
  const hour = Number(start.split(':')[0]);
  if (!(hour >= 12)) return 'morning';
  return hour < 17 ? 'afternoon' : 'evening';
}

/** The slots by period in the order given, leaving out periods without slots. */
export function groupByPeriod(slots: readonly TimeSlot[]): { period: DayPeriod; slots: TimeSlot[] }[] {
  return DAY_PERIODS.map((period) => ({ period, slots: slots.filter((slot) => dayPeriodOf(slot.start) === period) })).filter(
    (group) => group.slots.length > 0,
  );
}
