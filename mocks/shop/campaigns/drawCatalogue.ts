import { FIXED_DATES, image, type Trilingual } from '../../fixtures/locale';

/** What winning a lucky draw gives: a coupon into the shopper's coupons, points, or a product shipped to them. */
export type DrawPrizeSeed =
  | { readonly kind: 'coupon'; readonly prize_id: number; readonly name: Trilingual; readonly coupon_id: string }
  | { readonly kind: 'points'; readonly prize_id: number; readonly name: Trilingual; readonly points: number }
  | { readonly kind: 'product'; readonly prize_id: number; readonly name: Trilingual; readonly team_id: string };

/**
 * A lucky draw of the draw list: its dates, entry rule (points spent, or a paid order of at least
 * min_spend baht), prize, and the outcome the backend gives an entry (fixed per draw, so stories
 * and tests know it); a lost entry gets the consolation coupon when there is one.
 */
export interface LuckyDrawCampaign {
  readonly draw_id: string;
  readonly title: Trilingual;
  readonly description: Trilingual;
  readonly starts_at: string;
  readonly ends_at: string;
  readonly rule: { readonly kind: 'points'; readonly points: number } | { readonly kind: 'purchase'; readonly min_spend: number };
  readonly prize: DrawPrizeSeed;
  readonly outcome: 'won' | 'lost';
  readonly consolation_coupon_id: string | null;
}

/** The coupon of the ฿200-off-over-฿1,500 campaign (mocks/shop/shopping/couponCatalogue), a draw's coupon. */
export const DRAW_COUPON_ID = 'C-3007';

export const LUCKY_DRAW_CAMPAIGNS: readonly LuckyDrawCampaign[] = [
  {
    draw_id: 'LD-101',
    title: { th: 'ลุ้นเซรั่มขมิ้นชันไซซ์จริง', en: 'Win a full-size turmeric serum', zh: '抽姜黄精华正装' },
    description: {
      th: 'ใช้ 100 คะแนนเพื่อลุ้นรับเซรั่มขมิ้นชันไซซ์จริง ผู้ที่ไม่ได้รับรางวัลรับคูปองปลอบใจ',
      en: 'Spend 100 points for a chance at a full-size turmeric serum. Everyone who misses out gets a consolation coupon.',
      zh: '使用100积分抽取姜黄精华正装，未中奖者可获得安慰优惠券。',
    },
    starts_at: FIXED_DATES.lastWeek,
    ends_at: FIXED_DATES.nextWeek,
    rule: { kind: 'points', points: 100 },
    prize: { kind: 'product', prize_id: 201, name: { th: 'เซรั่มขมิ้นชันไซซ์จริง', en: 'Full-size turmeric serum', zh: '姜黄精华正装' }, team_id: '50001' },
    outcome: 'lost',
    consolation_coupon_id: DRAW_COUPON_ID,
  },
  {
    draw_id: 'LD-102',
    title: { th: 'ช้อปครบ ฿990 ลุ้นคูปอง ฿200', en: 'Shop ฿990, win a ฿200 coupon', zh: '满990泰铢抽200泰铢优惠券' },
    description: {
      th: 'มีคำสั่งซื้อที่ชำระแล้วตั้งแต่ ฿990 ขึ้นไป ลุ้นรับคูปองลด ฿200',
      en: 'With a paid order of ฿990 or more, enter for a ฿200-off coupon.',
      zh: '已付款订单满990泰铢即可参与，抽取200泰铢优惠券。',
    },
    starts_at: FIXED_DATES.lastMonth,
    ends_at: FIXED_DATES.nextMonth,
    rule: { kind: 'purchase', min_spend: 990 },
    prize: { kind: 'coupon', prize_id: 202, name: { th: 'คูปองลด ฿200', en: '฿200 coupon', zh: '200泰铢优惠券' }, coupon_id: DRAW_COUPON_ID },
    outcome: 'won',
    consolation_coupon_id: null,
  },
  {
    draw_id: 'LD-103',
    title: { th: 'ลุ้นชุดกันแดดรับซัมเมอร์', en: 'Summer sun-care set draw', zh: '夏日防晒套装抽奖' },
    description: { th: 'เริ่มสัปดาห์หน้า ใช้ 50 คะแนนต่อสิทธิ์', en: 'Starts next week; 50 points an entry.', zh: '下周开始，每次参与需50积分。' },
    starts_at: FIXED_DATES.nextWeek,
    ends_at: FIXED_DATES.nextMonth,
    rule: { kind: 'points', points: 50 },
    prize: { kind: 'product', prize_id: 203, name: { th: 'กันแดดกันน้ำ SPF50+', en: 'Water-resistant sunscreen SPF50+', zh: '防水防晒霜 SPF50+' }, team_id: '50005' },
    outcome: 'won',
    consolation_coupon_id: null,
  },
  {
    draw_id: 'LD-100',
    title: { th: 'ลุ้นคะแนนวันวาเลนไทน์', en: 'Valentine’s points draw', zh: '情人节积分抽奖' },
    description: { th: 'กิจกรรมจบแล้ว', en: 'This draw has ended.', zh: '活动已结束。' },
    starts_at: '2025-02-01 00:00:00',
    ends_at: '2025-02-28 23:59:59',
    rule: { kind: 'points', points: 20 },
    prize: { kind: 'points', prize_id: 204, name: { th: '300 คะแนน', en: '300 points', zh: '300积分' }, points: 300 },
    outcome: 'won',
    consolation_coupon_id: null,
  },
];

export function drawCampaignById(drawId: string | undefined): LuckyDrawCampaign | undefined {
  return LUCKY_DRAW_CAMPAIGNS.find((draw) => draw.draw_id === drawId);
}

/** The prize picture (mock CDN path). */
export const prizeImage = (prize: DrawPrizeSeed) => image(`draw-prize-${prize.prize_id}`);
