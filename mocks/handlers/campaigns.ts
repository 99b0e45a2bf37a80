import { campaignEndpoints } from '../../src/api/endpoints/campaigns';
import { FIXED_DATES, image, pickText, type MockLocale } from '../fixtures/locale';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

const prizes = (locale: MockLocale) => [
  { prize_id: 1, name: pickText({ th: 'คูปองลด ฿100', en: '฿100 coupon', zh: '100泰铢优惠券' }, locale), image: image('prize-coupon'), type: 'coupon' as const },
  { prize_id: 2, name: pickText({ th: 'เซรั่มขมิ้นชันไซซ์จริง', en: 'Full-size turmeric serum', zh: '姜黄精华正装' }, locale), image: image('prize-serum'), type: 'product' as const },
  { prize_id: 3, name: pickText({ th: '200 คะแนน', en: '200 points', zh: '200积分' }, locale), image: null, type: 'points' as const },
];

const vote = (locale: MockLocale, voted: string | null) => ({
  vote_id: 'V-1',
  title: pickText({ th: 'โหวตสีลิปแห่งปี', en: 'Vote for lip colour of the year', zh: '年度唇色投票' }, locale),
  options: [
    { id: 1, title: pickText({ th: 'กุหลาบมอญ', en: 'Damask Rose', zh: '大马士革玫瑰' }, locale), image: image('vote-1'), votes: 1_204 },
    { id: 2, title: pickText({ th: 'พีชมะม่วง', en: 'Mango Peach', zh: '芒果蜜桃' }, locale), image: image('vote-2'), votes: 987 },
  ],
  voted_option_id: voted,
  ends_at: FIXED_DATES.nextMonth,
});

const game = (score: number) => ({ game_id: 'anniversary_13th', plays_left: 3, score, level: 1, prizes: [] });

export const campaignMocks: AreaMocks<'campaigns'> = {
  getVote: { ok: ({ locale }) => vote(locale, null) },
  castVote: { ok: ({ locale, params }) => vote(locale, params.option_id ?? '1') },
  getLuckyDraw: {
    ok: ({ locale }) => ({ draw_id: 'D-1', title: pickText({ th: 'หมุนวงล้อลุ้นรางวัล', en: 'Spin to win', zh: '转盘抽奖' }, locale), chances: 2, prizes: prizes(locale), ends_at: FIXED_DATES.nextWeek }),
  },
  drawLuckyDraw: { ok: ({ locale }) => ({ prize: prizes(locale)[0], chances: 1 }) },
  getMyDraws: { ok: ({ locale }) => ({ list: [{ prize: prizes(locale)[2], drawn_at: FIXED_DATES.lastWeek }] }) },
  getLottery: {
    ok: ({ locale, params }) => ({
      id: params.id ?? 'L-1',
      module_id: params.module_id ?? null,
      title: pickText({ th: 'ลุ้นรับคุชชั่นฟรี', en: 'Win a free cushion', zh: '免费赢气垫' }, locale),
      joined: 0,
      participants: 5_321,
      draw_at: FIXED_DATES.nextWeek,
      prizes: prizes(locale).slice(1, 2),
    }),
  },
  joinLottery: {
    ok: ({ locale, params }) => ({
      id: params.id ?? 'L-1',
      title: pickText({ th: 'ลุ้นรับคุชชั่นฟรี', en: 'Win a free cushion', zh: '免费赢气垫' }, locale),
      joined: 1,
      participants: 5_322,
      draw_at: FIXED_DATES.nextWeek,
      prizes: prizes(locale).slice(1, 2),
    }),
  },
  getCelebrationGame: { ok: () => game(0) },
  playCelebrationGame: { ok: ({ params }) => game(Number(params.score ?? 0) || 0) },
  drawTarot: {
    ok: ({ locale }) => ({
      card_id: 17,
      name: pickText({ th: 'ดวงดาว', en: 'The Star', zh: '星星' }, locale),
      image: image('tarot-star'),
      reading: pickText(
        { th: 'ความหวังใหม่กำลังมา ผิวของคุณต้องการความชุ่มชื้น', en: 'New hope is coming; your skin is asking for moisture.', zh: '新的希望即将到来，你的肌肤需要补水。' },
        locale,
      ),
      recommended_team_ids: ['50003', '50010'],
    }),
  },
  resetTarot: { ok: () => null },
};

/** Votes, lucky draw, lottery, the celebration game and tarot. */
export function campaignHandlers(choice?: AreaScenario<'campaigns'>) {
  return buildAreaHandlers(campaignEndpoints, campaignMocks, choice);
}
