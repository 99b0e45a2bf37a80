import type { Merchant } from '../../../api';
import { clockMinutes } from '../shared/fieldErrors';

/** One weekday's hours in the form (1 Monday … 7 Sunday); a closed day keeps its times for when it opens again. */
export interface DayHours {
  readonly weekday: number;
  readonly open: boolean;
  readonly from: string;
  readonly to: string;
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The week as the form shows it, from merchant_biz_time (a weekday left out is closed). */
export function weekOf(merchant: Merchant): readonly DayHours[] {
  return WEEKDAYS.map((weekday) => {
    const hours = merchant.biz_time?.find((entry) => entry.weekday === weekday);
    return hours ? { weekday, open: true, from: hours.open.slice(0, 5), to: hours.close.slice(0, 5) } : { weekday, open: false, from: '10:00', to: '21:00' };
  });
}

/** The weekdays whose hours cannot be sent (opening not before closing, a time not HH:mm). */
export function badDays(week: readonly DayHours[]): readonly number[] {
  return week
    .filter((day) => {
      if (!day.open) return false;
      const from = clockMinutes(day.from);
      const to = clockMinutes(day.to);
      return from === null || to === null || from >= to;
    })
    .map((day) => day.weekday);
}

/** What merchant_biz_time sends: the open days only. */
export function bizTimePayload(week: readonly DayHours[]) {
  return { biz_time: week.filter((day) => day.open).map((day) => ({ weekday: day.weekday, open: day.from, close: day.to })) };
}
