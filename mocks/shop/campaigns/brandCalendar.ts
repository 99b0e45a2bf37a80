import type { z } from 'zod';
import type { brandCalendarSchema } from '../../../src/api/schemas/catalog';
import { buildBrand, BRAND_SEEDS } from '../../fixtures/brands';
import { pickText, type MockLocale, type Trilingual } from '../../fixtures/locale';
import { dayText } from '../clock';
import type { ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { isFollowing } from '../social/follows';
import { invalid } from '../social/socialFailures';

/** A brand's campaign on the calendar (brand: its BRAND_SEEDS index). */
interface BrandEventSeed {
  readonly event_id: number;
  readonly brand: number;
  readonly title: Trilingual;
  readonly starts_at: string;
  readonly ends_at: string;
}

/** February to April 2025 (the shop's clock starts in March). */
export const BRAND_EVENTS: readonly BrandEventSeed[] = [
  { event_id: 301, brand: 0, title: { th: 'วาเลนไทน์ลด 20%', en: 'Valentine’s 20% off', zh: '情人节8折' }, starts_at: '2025-02-10 00:00:00', ends_at: '2025-02-14 23:59:59' },
  { event_id: 302, brand: 1, title: { th: 'วันเกิดแบรนด์ ซื้อ 1 แถม 1', en: 'Brand birthday: buy one, get one', zh: '品牌生日买一送一' }, starts_at: '2025-03-10 00:00:00', ends_at: '2025-03-16 23:59:59' },
  { event_id: 303, brand: 2, title: { th: 'เปิดตัวกันแดดสูตรใหม่', en: 'New sunscreen launch', zh: '新款防晒上市' }, starts_at: '2025-03-20 00:00:00', ends_at: '2025-03-31 23:59:59' },
  { event_id: 304, brand: 3, title: { th: 'สงกรานต์ลิปสีใหม่ ลด 15%', en: 'Songkran lip colours 15% off', zh: '泼水节新色唇膏85折' }, starts_at: '2025-04-10 00:00:00', ends_at: '2025-04-16 23:59:59' },
  { event_id: 305, brand: 0, title: { th: 'สงกรานต์ช้อปครบรับของแถม', en: 'Songkran gift with purchase', zh: '泼水节满额赠礼' }, starts_at: '2025-04-01 00:00:00', ends_at: '2025-04-15 23:59:59' },
];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const BAD_MONTH: Trilingual = { th: 'เดือนไม่ถูกต้อง', en: 'The month must be YYYY-MM.', zh: '月份格式无效。' };

/** getBrandCalendar: the campaigns that overlap a month (YYYY-MM; default the shop's month), by start. */
export function brandCalendar(state: ShopState, input: { month?: string }, locale: MockLocale, viewer: number | null): ShopOutcome<z.input<typeof brandCalendarSchema>> {
  const month = input.month || dayText(state.clock).slice(0, 7);
  if (!MONTH.test(month)) return invalid(BAD_MONTH);
  const events = BRAND_EVENTS.filter((event) => event.starts_at.slice(0, 7) <= month && event.ends_at.slice(0, 7) >= month).sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  return {
    month,
    list: events.flatMap((event) => {
      const brand = BRAND_SEEDS[event.brand];
      if (!brand) return [];
      return [
        {
          date: event.starts_at,
          brand: buildBrand(event.brand, locale),
          title: pickText(event.title, locale),
          url: `/m/brand/${brand.sign}`,
          event_id: event.event_id,
          ends_at: event.ends_at,
          is_following: isFollowing(state, viewer, brand.brand_id) ? 1 : 0,
        },
      ];
    }),
  };
}
