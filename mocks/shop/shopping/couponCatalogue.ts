import { COUPON_SEEDS } from '../../fixtures/coupons';
import { FIXED_DATES, type Trilingual } from '../../fixtures/locale';

/**
 * A coupon the shop hands out (locale-free but for its title): spec §3 coupon_type 0 amount off,
 * 1 percent off, 2 free shipping, 3 free gift; `money` is the minimum spend; valid from
 * start_time to end_time (shop time text). `inCart`: offered in the cart's coupon sheet.
 */
export interface CatalogueCoupon {
  readonly id: string;
  readonly type: 0 | 1 | 2 | 3;
  readonly value: number;
  readonly money: number;
  readonly discount: number | null;
  readonly title: Trilingual;
  readonly start_time: string;
  readonly end_time: string;
  readonly inCart: boolean;
  /** Its index in the fixtures' COUPON_SEEDS (rendered with buildCoupon), when it is one. */
  readonly fixtureIndex: number | null;
}

const fromFixtures: CatalogueCoupon[] = COUPON_SEEDS.map((seed, index) => ({
  id: seed.id,
  type: seed.type,
  value: seed.value,
  money: seed.money,
  discount: seed.discount ?? null,
  title: seed.title,
  start_time: FIXED_DATES.lastMonth,
  end_time: FIXED_DATES.nextMonth,
  // The big ฿500 coupon is a campaign's, not offered in the cart.
  inCart: seed.money < 3_000,
  fixtureIndex: index,
}));

/** The fixtures' five coupons, a Valentine’s coupon that ended in February and one nobody has claimed yet. */
export const COUPON_CATALOGUE: readonly CatalogueCoupon[] = [
  ...fromFixtures,
  {
    id: 'C-3006',
    type: 0,
    value: 50,
    money: 300,
    discount: null,
    title: { th: 'ลด ฿50 เมื่อช้อปครบ ฿300 (วาเลนไทน์)', en: '฿50 off orders over ฿300 (Valentine’s)', zh: '满300泰铢减50泰铢（情人节）' },
    start_time: '2025-02-01 00:00:00',
    end_time: '2025-02-28 23:59:59',
    inCart: false,
    fixtureIndex: null,
  },
  {
    id: 'C-3007',
    type: 0,
    value: 200,
    money: 1_500,
    discount: null,
    title: { th: 'ลด ฿200 เมื่อช้อปครบ ฿1,500', en: '฿200 off orders over ฿1,500', zh: '满1500泰铢减200泰铢' },
    start_time: FIXED_DATES.lastMonth,
    end_time: FIXED_DATES.nextMonth,
    inCart: false,
    fixtureIndex: null,
  },
];

export function catalogueCoupon(id: string | undefined): CatalogueCoupon | undefined {
  return COUPON_CATALOGUE.find((coupon) => coupon.id === id);
}

/** Whether the coupon is valid at `now` (shop time text): started and not ended. */
export function couponInDate(coupon: CatalogueCoupon, now: string): boolean {
  return coupon.start_time <= now && now <= coupon.end_time;
}
