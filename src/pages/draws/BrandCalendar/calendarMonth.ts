import { SHOP_TIME_ZONE, type Locale } from '../../../format';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A `YYYY-MM` month, or null for anything else (a hostile query value). */
export function monthOf(value: string | null | undefined): string | null {
  return value && MONTH.test(value) ? value : null;
}

/** The month `delta` months after a `YYYY-MM` month. */
export function shiftMonth(month: string, delta: number): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const total = year * 12 + (index - 1) + delta;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

const INTL_LOCALE: Record<Locale, string> = { th_TH: 'th-TH-u-ca-buddhist', en_US: 'en-US', zh_CN: 'zh-CN' };

/** A month as a heading: "มีนาคม 2568" (Buddhist era in Thai), "March 2025", "2025年3月". */
export function monthLabel(month: string, locale: Locale): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  // Midday on the 15th: the same month in every time zone.
  const date = new Date(Date.UTC(year, index - 1, 15, 12));
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: 'numeric', month: 'long', timeZone: SHOP_TIME_ZONE }).format(date);
}
