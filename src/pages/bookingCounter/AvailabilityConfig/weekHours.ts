import type { DayHours } from '../shared';

/** The start and end times offered: every half hour of the day. */
export const CLOCK_TIMES: readonly string[] = Array.from({ length: 48 }, (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`).concat('23:59');

/** Why the week cannot be saved: no open day, or the weekdays whose hours end before they start. */
export type WeekProblem = { readonly kind: 'noOpenDay' } | { readonly kind: 'badHours'; readonly weekdays: readonly number[] };

export function weekProblem(week: readonly DayHours[]): WeekProblem | null {
  const open = week.filter((day) => day.open);
  if (open.length === 0) return { kind: 'noOpenDay' };
  const bad = open.filter((day) => day.from >= day.to).map((day) => day.weekday);
  return bad.length > 0 ? { kind: 'badHours', weekdays: bad } : null;
}

/** The payload of merchant_biz_time (POST): the open days only (a day left out is closed). */
export const bizTimeOf = (week: readonly DayHours[]) => week.filter((day) => day.open).map((day) => ({ weekday: day.weekday, open: day.from, close: day.to }));
