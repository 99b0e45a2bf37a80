/** Story-only data of the campaign page View stories (the shapes the api layer hands the pages). */
import type { BrandCalendar, DrawDetail, DrawEntry, DrawSummary, GiftCampaign, GiftClaim, Lottery } from '../../../src/api';

/** The shop's frozen clock: 2025-03-14 10:30 in Bangkok (the mock shop's "now"). */
export const SHOP_NOW = '2025-03-14 10:30:00';
export const frozenNow = () => Date.UTC(2025, 2, 14, 3, 30, 0);

const serum = { prize_id: '201', name: 'Full-size turmeric serum', image: null, type: 'product' as const };
const coupon = { prize_id: '202', name: '฿200 coupon', image: null, type: 'coupon' as const };

export const runningDraw: DrawSummary = {
  draw_id: 'LD-101',
  title: 'Win a full-size turmeric serum',
  image: null,
  phase: 'running',
  starts_at: '2025-03-07 09:15:00',
  ends_at: '2025-03-21 23:59:59',
  prize: serum,
  entered: false,
};

export const drawList: readonly DrawSummary[] = [
  runningDraw,
  { ...runningDraw, draw_id: 'LD-102', title: 'Shop ฿990, win a ฿200 coupon', prize: coupon, entered: true, ends_at: '2025-04-14 23:59:59' },
  { ...runningDraw, draw_id: 'LD-103', title: 'Summer sun-care set draw', phase: 'upcoming', starts_at: '2025-03-21 23:59:59', ends_at: '2025-04-14 23:59:59' },
  { ...runningDraw, draw_id: 'LD-100', title: 'Valentine’s points draw', phase: 'ended', starts_at: '2025-02-01 00:00:00', ends_at: '2025-02-28 23:59:59', entered: true },
];

export const longThaiDraw: DrawSummary = {
  ...runningDraw,
  title: 'ลุ้นรับเซรั่มขมิ้นชันไบรท์เทนนิ่งไซซ์จริงพร้อมชุดบำรุงผิวหน้าสมุนไพรไทยครบเซ็ตสำหรับสมาชิกที่ร่วมสนุกในเดือนแห่งความรักนี้เท่านั้น',
  prize: { ...serum, name: 'เซรั่มขมิ้นชันไบรท์เทนนิ่งไซซ์จริงพร้อมชุดบำรุงผิวหน้าสมุนไพรไทยครบเซ็ต' },
};

export const lostEntry: DrawEntry = {
  entry_id: '2',
  draw_id: 'LD-101',
  title: 'Win a full-size turmeric serum',
  entered_at: '2025-03-14 10:31:00',
  outcome: { result: 'lost', consolation: { coupon_id: 'C-3007', title: '฿200 off orders over ฿1,500' } },
};

export const wonEntry: DrawEntry = {
  entry_id: '1',
  draw_id: 'LD-100',
  title: 'Valentine’s points draw',
  entered_at: '2025-02-14 14:00:00',
  outcome: { result: 'won', prize: { prize_id: '204', name: '300 points', image: null, type: 'points' }, claim: 'The points are in your account.', coupon: null },
};

export const drawDetail: DrawDetail = {
  ...runningDraw,
  server_time: SHOP_NOW,
  description: 'Spend 100 points for a chance at a full-size turmeric serum. Everyone who misses out gets a consolation coupon.',
  rule: { kind: 'points', points: 100 },
  entry: null,
};

export const lottery: Lottery = {
  id: 'L-7',
  module_id: '9001',
  title: 'Win the cushion for ฿99',
  joined: true,
  participants: 2_049,
  draw_at: '2025-03-07 09:15:00',
  prizes: [serum],
  server_time: SHOP_NOW,
  product: { team_id: '50011', name: 'Oil-Control Cushion, Shade 21', image: null, price: 890, lottery_price: 99 },
  result: 'won',
  bought: false,
};

export const giftCampaign: GiftCampaign = {
  campaign_id: 'new_user',
  kind: 'new_user',
  title: 'Welcome gift: choose one',
  ends_at: '2025-04-14 23:59:59',
  gifts: [
    { gift_id: '51001', name: 'Turmeric Brightening Serum 30 ml', image: null, value: 356 },
    { gift_id: '51003', name: 'Sacred Lotus Hydrating Toner 150 ml', image: null, value: 516 },
  ],
  refusal: null,
  claim: null,
};

export const giftClaim: GiftClaim = {
  claim_id: '2',
  campaign_id: 'new_user',
  campaign_title: 'Welcome gift: choose one',
  gift: { gift_id: '51003', name: 'Sacred Lotus Hydrating Toner 150 ml', image: null, value: 516 },
  claimed_at: '2025-03-14 10:31:00',
  delivery: 'Your gift ships with your next order.',
};

export const calendar: BrandCalendar = {
  month: '2025-03',
  list: [
    { date: '2025-03-10 00:00:00', ends_at: '2025-03-16 23:59:59', event_id: '302', title: 'Brand birthday: buy one, get one', url: '/m/brand/lotus-dew', is_following: false, brand: { brand_id: '102', sign: 'lotus-dew', name: 'Lotus Dew', logo: null } },
    { date: '2025-03-20 00:00:00', ends_at: '2025-03-31 23:59:59', event_id: '303', title: 'New sunscreen launch', url: '/m/brand/andaman-sun', is_following: true, brand: { brand_id: '103', sign: 'andaman-sun', name: 'Andaman Sun Care', logo: null } },
  ],
};
