import { toDate } from '../../format/dates';

const DAY_MS = 24 * 60 * 60 * 1000;
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * Calendar days from `now` to `end` in Bangkok: 0 when both fall on the same Bangkok day, 1 for
 * tomorrow, negative when `end` is past. NaN for an invalid date.
 */
export function daysUntil(end: Date | string | number, now: Date | string | number): number {
  const dayOf = (value: Date | string | number) => Math.floor((toDate(value).getTime() + BANGKOK_OFFSET_MS) / DAY_MS);
  return dayOf(end) - dayOf(now);
}
