import { FIXED_DATES, image } from '../../fixtures/locale';
import type { GameSeed, VoteSeed } from '../social/campaignCatalogue';

/**
 * The 10th and 11th anniversary games (the 13th is the catalogue's `anniversary_13th`): plays a
 * day, a level every `pointsPerLevel`; the ฿200 coupon (prize 4) at level 2.
 */
export const ANNIVERSARY_GAMES: readonly GameSeed[] = [
  { game_id: 'anniversary_10th', playsPerDay: 3, pointsPerLevel: 500, maxLevel: 4, levelPrizes: { 2: 4, 3: 3 }, maxScore: 100_000 },
  { game_id: 'anniversary_11th', playsPerDay: 2, pointsPerLevel: 400, maxLevel: 4, levelPrizes: { 2: 4, 4: 2 }, maxScore: 100_000 },
];

/** The anniversary votes: one vote per shopper each. */
export const ANNIVERSARY_VOTES: readonly VoteSeed[] = [
  {
    vote_id: 'A10-V',
    title: { th: 'สินค้าในตำนานแห่ง 10 ปี', en: 'The legend of our 10 years', zh: '十周年传奇单品' },
    rule: 'oncePerVote',
    options: [
      { id: 1, title: { th: 'เซรั่มขมิ้นชัน', en: 'Turmeric serum', zh: '姜黄精华' }, image: image('vote-a10-1'), votes: 2_310 },
      { id: 2, title: { th: 'ลิปทินท์กุหลาบ', en: 'Rose lip tint', zh: '玫瑰唇釉' }, image: image('vote-a10-2'), votes: 1_875 },
    ],
    ends_at: FIXED_DATES.nextMonth,
  },
  {
    vote_id: 'A11-V',
    title: { th: 'ของขวัญที่อยากได้ในวันครบรอบ 11 ปี', en: 'The gift you want for our 11th birthday', zh: '十一周年最想要的礼物' },
    rule: 'oncePerVote',
    options: [
      { id: 1, title: { th: 'ชุดบำรุงผิวไซซ์ทดลอง', en: 'Skincare travel set', zh: '护肤旅行套装' }, image: image('vote-a11-1'), votes: 940 },
      { id: 2, title: { th: 'กระเป๋าเครื่องสำอาง', en: 'Make-up pouch', zh: '化妆包' }, image: image('vote-a11-2'), votes: 1_102 },
    ],
    ends_at: FIXED_DATES.nextMonth,
  },
];
