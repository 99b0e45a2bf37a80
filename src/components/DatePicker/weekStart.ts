import type { Locale } from '../../format/locale';
import type { Weekday } from './calendarMath';

/**
 * The first column of the calendar: Sunday for Thai (as Thai wall calendars print it) and English
 * (US), Monday for Simplified Chinese (as calendars in China print it).
 */
export const WEEK_START: Record<Locale, Weekday> = {
  th_TH: 0,
  en_US: 0,
  zh_CN: 1,
};
