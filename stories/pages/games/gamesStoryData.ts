/** Story-only data of the games pages' View stories (shapes of the api's parsed answers). */
import type { CampaignPrizeList, GameState, Prize, Vote, ZodiacSign } from '../../../src/api';

export const COUPON_PRIZE: Prize = { prize_id: '4', name: '฿200 coupon', image: null, type: 'coupon' };
export const POINTS_PRIZE: Prize = { prize_id: '3', name: '200 points', image: null, type: 'points' };

export const storyGame = (overrides: Partial<GameState> = {}): GameState => ({
  game_id: 'anniversary_13th',
  plays_left: 3,
  score: 0,
  level: 1,
  prizes: [],
  ...overrides,
});

export const storyVote = (overrides: Partial<Vote> = {}): Vote => ({
  vote_id: 'V-1',
  title: 'Vote for lip colour of the year',
  options: [
    { id: '1', title: 'Damask Rose', image: null, votes: 1_204 },
    { id: '2', title: 'Mango Peach', image: null, votes: 987 },
  ],
  voted_option_id: null,
  ends_at: '2025-04-14 23:59:59',
  ...overrides,
});

export const STORY_PRIZES: CampaignPrizeList['list'] = [
  { level: 2, prize: POINTS_PRIZE },
  { level: 4, prize: { prize_id: '1', name: '฿100 coupon', image: null, type: 'coupon' } },
];

export const STORY_SIGNS: readonly ZodiacSign[] = [
  { sign: 'aries', name: 'Aries' },
  { sign: 'taurus', name: 'Taurus' },
  { sign: 'gemini', name: 'Gemini' },
  { sign: 'cancer', name: 'Cancer' },
];

export const THAI_SIGNS: readonly ZodiacSign[] = [
  { sign: 'aries', name: 'ราศีเมษ' },
  { sign: 'taurus', name: 'ราศีพฤษภ' },
  { sign: 'gemini', name: 'ราศีเมถุน' },
  { sign: 'cancer', name: 'ราศีกรกฎ' },
];

export const BOX_IMAGES = ['/static/mock/zodiac-box-closed.webp', '/static/mock/zodiac-box-open.webp'] as const;

export const LONG_THAI_READING =
  'ความหวังใหม่กำลังมาเยือน ผิวของคุณกำลังเรียกร้องความชุ่มชื้นอย่างลึกซึ้ง ลองเติมเซรั่มไฮยาลูรอนก่อนนอนทุกคืน ดื่มน้ำให้มากขึ้น และหลีกเลี่ยงแสงแดดจัดในช่วงบ่าย แล้วคุณจะพบกับผิวที่เปล่งปลั่งสดใสอย่างเป็นธรรมชาติในไม่ช้า';
