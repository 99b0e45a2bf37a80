import type { z } from 'zod';
import type { prizeSchema } from '../../../src/api/schemas/campaign';
import { FIXED_DATES, image, pickText, type MockLocale, type Trilingual } from '../../fixtures/locale';

/** A prize of a draw, lottery or game. */
export interface PrizeSeed {
  readonly prize_id: number;
  readonly name: Trilingual;
  readonly image: string | null;
  readonly type: z.input<typeof prizeSchema>['type'];
}

export const PRIZES: readonly PrizeSeed[] = [
  { prize_id: 1, name: { th: 'คูปองลด ฿100', en: '฿100 coupon', zh: '100泰铢优惠券' }, image: image('prize-coupon'), type: 'coupon' },
  { prize_id: 2, name: { th: 'เซรั่มขมิ้นชันไซซ์จริง', en: 'Full-size turmeric serum', zh: '姜黄精华正装' }, image: image('prize-serum'), type: 'product' },
  { prize_id: 3, name: { th: '200 คะแนน', en: '200 points', zh: '200积分' }, image: null, type: 'points' },
  { prize_id: 4, name: { th: 'คูปองลด ฿200', en: '฿200 coupon', zh: '200泰铢优惠券' }, image: image('prize-coupon-200'), type: 'coupon' },
];

export function renderPrize(prizeId: number, locale: MockLocale): z.input<typeof prizeSchema> {
  const prize = PRIZES.find((seed) => seed.prize_id === prizeId) ?? PRIZES[0];
  if (!prize) throw new Error('no prizes');
  return { prize_id: prize.prize_id, name: pickText(prize.name, locale), image: prize.image, type: prize.type };
}

/** A vote: once per vote, or once per option each day. */
export interface VoteSeed {
  readonly vote_id: string;
  readonly title: Trilingual;
  readonly rule: 'oncePerVote' | 'oncePerOptionPerDay';
  readonly options: readonly { readonly id: number; readonly title: Trilingual; readonly image: string; readonly votes: number }[];
  readonly ends_at: string;
}

export const VOTES: readonly VoteSeed[] = [
  {
    vote_id: 'V-1',
    title: { th: 'โหวตสีลิปแห่งปี', en: 'Vote for lip colour of the year', zh: '年度唇色投票' },
    rule: 'oncePerVote',
    options: [
      { id: 1, title: { th: 'กุหลาบมอญ', en: 'Damask Rose', zh: '大马士革玫瑰' }, image: image('vote-1'), votes: 1_204 },
      { id: 2, title: { th: 'พีชมะม่วง', en: 'Mango Peach', zh: '芒果蜜桃' }, image: image('vote-2'), votes: 987 },
    ],
    ends_at: FIXED_DATES.nextMonth,
  },
  {
    vote_id: 'V-2',
    title: { th: 'เชียร์กันแดดตัวโปรดทุกวัน', en: 'Cheer for your favourite sunscreen every day', zh: '每日为最爱防晒打call' },
    rule: 'oncePerOptionPerDay',
    options: [
      { id: 1, title: { th: 'กันแดดกันน้ำ', en: 'Water-resistant sunscreen', zh: '防水防晒霜' }, image: image('vote-sun-1'), votes: 3_410 },
      { id: 2, title: { th: 'สเปรย์กันแดด', en: 'Sun spray', zh: '防晒喷雾' }, image: image('vote-sun-2'), votes: 2_876 },
      { id: 3, title: { th: 'เจลหลังออกแดด', en: 'After-sun gel', zh: '晒后凝胶' }, image: image('vote-sun-3'), votes: 1_502 },
    ],
    ends_at: FIXED_DATES.nextWeek,
  },
];

/** A lucky draw: chances per account and the prizes the wheel holds (drawn in turn). */
export interface LuckyDrawSeed {
  readonly draw_id: string;
  readonly title: Trilingual;
  readonly chances: number;
  readonly prize_ids: readonly number[];
  readonly ends_at: string;
}

export const LUCKY_DRAWS: readonly LuckyDrawSeed[] = [
  { draw_id: 'D-1', title: { th: 'หมุนวงล้อลุ้นรางวัล', en: 'Spin to win', zh: '转盘抽奖' }, chances: 2, prize_ids: [1, 2, 3], ends_at: FIXED_DATES.nextWeek },
  { draw_id: 'D-0', title: { th: 'หมุนวงล้อรับสงกรานต์', en: 'Songkran spin', zh: '泼水节转盘' }, chances: 1, prize_ids: [3, 1], ends_at: '2025-03-10 23:59:59' },
];

/** A product lottery: who joins takes part in one draw. */
export interface LotterySeed {
  readonly id: string;
  readonly title: Trilingual;
  readonly participants: number;
  readonly draw_at: string;
  readonly prize_ids: readonly number[];
}

export const LOTTERIES: readonly LotterySeed[] = [
  { id: 'L-1', title: { th: 'ลุ้นรับคุชชั่นฟรี', en: 'Win a free cushion', zh: '免费赢气垫' }, participants: 5_321, draw_at: FIXED_DATES.nextWeek, prize_ids: [2] },
];

/** The celebration game: plays per account each day; a level every `pointsPerLevel`. */
export interface GameSeed {
  readonly game_id: string;
  readonly playsPerDay: number;
  readonly pointsPerLevel: number;
  readonly maxLevel: number;
  /** The prize reached at a level (from level 2). */
  readonly levelPrizes: Readonly<Record<number, number>>;
  readonly maxScore: number;
}

export const GAMES: readonly GameSeed[] = [
  { game_id: 'anniversary_13th', playsPerDay: 3, pointsPerLevel: 500, maxLevel: 5, levelPrizes: { 2: 3, 4: 1 }, maxScore: 100_000 },
];

/** The tarot deck, drawn in turn (the first draw is The Star). */
export interface TarotSeed {
  readonly card_id: number;
  readonly name: Trilingual;
  readonly image: string;
  readonly reading: Trilingual;
  readonly recommended_team_ids: readonly string[];
}

export const TAROT_DECK: readonly TarotSeed[] = [
  {
    card_id: 17,
    name: { th: 'ดวงดาว', en: 'The Star', zh: '星星' },
    image: image('tarot-star'),
    reading: { th: 'ความหวังใหม่กำลังมา ผิวของคุณต้องการความชุ่มชื้น', en: 'New hope is coming; your skin is asking for moisture.', zh: '新的希望即将到来，你的肌肤需要补水。' },
    recommended_team_ids: ['50003', '50010'],
  },
  {
    card_id: 19,
    name: { th: 'ดวงอาทิตย์', en: 'The Sun', zh: '太阳' },
    image: image('tarot-sun'),
    reading: { th: 'วันสดใสรออยู่ อย่าลืมกันแดดก่อนออกจากบ้าน', en: 'Bright days ahead; do not leave home without sunscreen.', zh: '明媚的日子就在前方，出门别忘了防晒。' },
    recommended_team_ids: ['50005', '50012'],
  },
  {
    card_id: 3,
    name: { th: 'จักรพรรดินี', en: 'The Empress', zh: '皇后' },
    image: image('tarot-empress'),
    reading: { th: 'ถึงเวลาดูแลตัวเอง เติมสีสันให้ริมฝีปาก', en: 'Time to treat yourself; give your lips some colour.', zh: '是时候宠爱自己了，给双唇添点颜色。' },
    recommended_team_ids: ['50007', '50008'],
  },
];
