import { SHOP_TIME_ZONE, toDate } from '../../format/dates';
import type { Locale } from '../../format/locale';
import { addDays, type Weekday } from './calendarMath';

/**
 * Intl tags for the calendar's names. Thai uses the Buddhist era, as src/format's formatDate does
 * (2026 CE is 2569 BE), so the month heading and day labels agree with every other date shown.
 */
const CALENDAR_LOCALE: Record<Locale, string> = {
  th_TH: 'th-TH-u-ca-buddhist',
  en_US: 'en-US',
  zh_CN: 'zh-CN',
};

/** Column headings: 'อา' / 'Sun' / '日' — the shortest form each language prints on a calendar. */
const WEEKDAY_HEADING: Record<Locale, 'narrow' | 'short'> = {
  th_TH: 'narrow',
  en_US: 'short',
  zh_CN: 'narrow',
};

type Style = 'monthYear' | 'weekdayHeading' | 'weekdayLong' | 'fullDate';

function options(locale: Locale, style: Style): Intl.DateTimeFormatOptions {
  switch (style) {
    case 'monthYear':
      return { month: 'long', year: 'numeric' };
    case 'weekdayHeading':
      return { weekday: WEEKDAY_HEADING[locale] };
    case 'weekdayLong':
      return { weekday: 'long' };
    case 'fullDate':
      return { dateStyle: 'full' };
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, style: Style): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(CALENDAR_LOCALE[locale], { ...options(locale, style), timeZone: SHOP_TIME_ZONE });
    formatters.set(key, found);
  }
  return found;
}

/** 'กุมภาพันธ์ 2569' / 'February 2026' / '2026年2月' for the month holding `iso`. */
export function formatMonthYear(iso: string, locale: Locale): string {
  return formatter(locale, 'monthYear').format(toDate(iso));
}

/** 'วันอาทิตย์ที่ 1 กุมภาพันธ์ พ.ศ. 2569' / 'Sunday, February 1, 2026' / '2026年2月1日星期日'. */
export function formatFullDate(iso: string, locale: Locale): string {
  return formatter(locale, 'fullDate').format(toDate(iso));
}

/** 1 Feb 2026 is a Sunday: a fixed week to read weekday names from. */
const A_SUNDAY = '2026-02-01';

/** The short and long name of a weekday (0 = Sunday) for column headings. */
export function weekdayNames(weekday: Weekday, locale: Locale): { short: string; long: string } {
  const date = toDate(addDays(A_SUNDAY, weekday));
  return {
    short: formatter(locale, 'weekdayHeading').format(date),
    long: formatter(locale, 'weekdayLong').format(date),
  };
}
