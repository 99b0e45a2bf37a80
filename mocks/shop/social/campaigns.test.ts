import { describe, expect, it } from 'vitest';
import { myDrawsSchema } from '../../../src/api/schemas/campaign';
import { campaignMocks } from '../../handlers/campaigns';
import { buildShopState } from '../buildShopState';
import type { ShopState } from '../state';
import { ACCOUNT_IDS } from '../seedNames';
import { playCelebrationGame, renderGame } from './celebrationGame';
import { GAMES, LOTTERIES, LUCKY_DRAWS, VOTES } from './campaignCatalogue';
import { joinLottery, renderLottery } from './lotteries';
import { drawLuckyDraw, myDraws, renderLuckyDraw } from './luckyDraws';
import { drawTarot, resetTarot } from './tarot';
import { failed, succeeded } from './testFailure';
import { testRequest } from './testRequest';
import { castVote, renderVote } from './votes';

const shopper = ACCOUNT_IDS.shopper;
const [spin, songkran] = LUCKY_DRAWS;
const [lipVote, sunVote] = VOTES;
const [cushion] = LOTTERIES;
const [anniversary] = GAMES;
if (!spin || !songkran || !lipVote || !sunVote || !cushion || !anniversary) throw new Error('campaign catalogue incomplete');

/** The next day in the shop (the clock moves a day on). */
const nextDay = (state: ShopState) => {
  state.clock.minutes += 24 * 60;
};

describe('lucky draw', () => {
  it('each draw spends a chance and wins the wheel’s next prize; none left is refused (4141)', () => {
    const state = buildShopState('shopper');
    expect(renderLuckyDraw(state, spin, 'en_US', shopper).chances).toBe(2);
    expect(drawLuckyDraw(state, { draw_id: 'D-1' })).toEqual({ prize_id: 1, chances: 1 });
    expect(drawLuckyDraw(state, { draw_id: 'D-1' })).toEqual({ prize_id: 2, chances: 0 });
    const none = failed(drawLuckyDraw(state, { draw_id: 'D-1' }));
    expect(none.code).toBe(4_141);
    expect(none.text('th_TH')).toBe('คุณใช้สิทธิ์ลุ้นรางวัลครบแล้ว');
    expect(renderLuckyDraw(state, spin, 'en_US', shopper).chances).toBe(0);
  });

  it('my draws list what was won, newest first, after the seeded Songkran prize', () => {
    const state = buildShopState('shopper');
    expect(myDraws(state, shopper, 'en_US').list).toEqual([{ prize: { prize_id: 3, name: '200 points', image: null, type: 'points' }, drawn_at: '2025-03-07 09:15:00' }]);
    drawLuckyDraw(state, { draw_id: 'D-1' });
    expect(myDrawsSchema.parse(myDraws(state, shopper, 'en_US')).list.map((entry) => [entry.prize.prize_id, entry.drawn_at])).toEqual([
      ['1', '2025-03-14 10:31:00'],
      ['3', '2025-03-07 09:15:00'],
    ]);
  });

  it('refuses an ended draw (4142), an unknown draw (404) and a guest (401)', () => {
    expect(failed(drawLuckyDraw(buildShopState('newShopper'), { draw_id: 'D-0' })).code).toBe(4_142);
    expect(failed(drawLuckyDraw(buildShopState('shopper'), { draw_id: 'D-9' })).code).toBe(404);
    expect(failed(drawLuckyDraw(buildShopState('guest'), { draw_id: 'D-1' })).code).toBe(401);
    expect(campaignMocks.drawLuckyDraw.needsLogin).toBe(true);
    expect(campaignMocks.getMyDraws.needsLogin).toBe(true);
  });
});

describe('lottery', () => {
  it('join once: joined and one more participant; a second join is refused (4143)', () => {
    const state = buildShopState('shopper');
    expect(renderLottery(state, cushion, 'en_US', shopper)).toMatchObject({ joined: 0, participants: 5_321 });
    succeeded(joinLottery(state, { id: 'L-1' }));
    expect(renderLottery(state, cushion, 'en_US', shopper)).toMatchObject({ joined: 1, participants: 5_322 });
    expect(renderLottery(state, cushion, 'en_US', null)).toMatchObject({ joined: 0, participants: 5_322 });
    expect(failed(joinLottery(state, { id: 'L-1' })).code).toBe(4_143);
  });

  it('refuses a lottery already drawn (4142), an unknown one (404) and a guest (401)', () => {
    const state = buildShopState('shopper');
    state.clock.minutes += 8 * 24 * 60;
    expect(failed(joinLottery(state, { id: 'L-1' })).code).toBe(4_142);
    expect(failed(joinLottery(buildShopState('shopper'), { id: 'L-2' })).code).toBe(404);
    expect(failed(joinLottery(buildShopState('guest'), { id: 'L-1' })).code).toBe(401);
  });
});

describe('votes', () => {
  it('once per vote: the count moves by one, the choice shows; a second vote is refused (4144)', () => {
    const state = buildShopState('shopper');
    succeeded(castVote(state, { vote_id: 'V-1', option_id: '2' }));
    expect(renderVote(state, lipVote, 'en_US', shopper)).toMatchObject({ voted_option_id: '2', options: [{ votes: 1_204 }, { votes: 988 }] });
    expect(failed(castVote(state, { vote_id: 'V-1', option_id: '1' })).code).toBe(4_144);
    nextDay(state);
    expect(failed(castVote(state, { vote_id: 'V-1', option_id: '1' })).code).toBe(4_144);
  });

  it('daily vote: once per option per day (4145); another option the same day and the same option the next day are fine', () => {
    const state = buildShopState('shopper');
    succeeded(castVote(state, { vote_id: 'V-2', option_id: '1' }));
    expect(failed(castVote(state, { vote_id: 'V-2', option_id: '1' })).code).toBe(4_145);
    succeeded(castVote(state, { vote_id: 'V-2', option_id: '3' }));
    nextDay(state);
    expect(renderVote(state, sunVote, 'en_US', shopper).voted_option_id).toBeNull();
    succeeded(castVote(state, { vote_id: 'V-2', option_id: '1' }));
    expect(renderVote(state, sunVote, 'en_US', shopper)).toMatchObject({ voted_option_id: '1', options: [{ votes: 3_412 }, { votes: 2_876 }, { votes: 1_503 }] });
  });

  it('refuses an unknown option (1), an ended vote (4142), an unknown vote (404) and a guest (401)', () => {
    expect(failed(castVote(buildShopState('shopper'), { vote_id: 'V-1', option_id: '7' })).code).toBe(1);
    const late = buildShopState('shopper');
    late.clock.minutes += 40 * 24 * 60;
    expect(failed(castVote(late, { vote_id: 'V-1', option_id: '1' })).code).toBe(4_142);
    expect(failed(castVote(buildShopState('shopper'), { vote_id: 'V-9', option_id: '1' })).code).toBe(404);
    expect(failed(castVote(buildShopState('guest'), { vote_id: 'V-1', option_id: '1' })).code).toBe(401);
  });
});

describe('celebration game', () => {
  it('three plays a day: each spends one, the best score and its level and prizes show; a fourth is refused (4146)', () => {
    const state = buildShopState('shopper');
    expect(renderGame(state, anniversary, 'en_US', shopper)).toEqual({ game_id: 'anniversary_13th', plays_left: 3, score: 0, level: 1, prizes: [] });
    succeeded(playCelebrationGame(state, { game_id: 'anniversary_13th', score: 620 }));
    succeeded(playCelebrationGame(state, { game_id: 'anniversary_13th', score: 300 }));
    expect(renderGame(state, anniversary, 'en_US', shopper)).toMatchObject({ plays_left: 1, score: 620, level: 2, prizes: [{ prize_id: 3 }] });
    succeeded(playCelebrationGame(state, { game_id: 'anniversary_13th', score: 1_700 }));
    expect(renderGame(state, anniversary, 'en_US', shopper)).toMatchObject({ plays_left: 0, level: 4, prizes: [{ prize_id: 3 }, { prize_id: 1 }] });
    expect(failed(playCelebrationGame(state, { game_id: 'anniversary_13th', score: 10 })).code).toBe(4_146);
    nextDay(state);
    expect(renderGame(state, anniversary, 'en_US', shopper).plays_left).toBe(3);
  });

  it('refuses a bad score (1), an unknown game (404) and a guest (401)', () => {
    const state = buildShopState('shopper');
    for (const score of [undefined, -1, 100_001, 1.5]) expect(failed(playCelebrationGame(state, { game_id: 'anniversary_13th', score })).code).toBe(1);
    expect(failed(playCelebrationGame(state, { game_id: 'x', score: 1 })).code).toBe(404);
    expect(failed(playCelebrationGame(buildShopState('guest'), { game_id: 'anniversary_13th', score: 1 })).code).toBe(401);
  });
});

describe('tarot', () => {
  it('a draw holds its card until a reset; then the deck’s next card comes', () => {
    const state = buildShopState('shopper');
    expect(succeeded(drawTarot(state, { question: 'Will my skin glow?' })).card_id).toBe(17);
    expect(succeeded(drawTarot(state, {})).card_id).toBe(17);
    expect(resetTarot(state)).toBeNull();
    expect(succeeded(drawTarot(state, {})).card_id).toBe(19);
    resetTarot(state);
    resetTarot(state);
    expect(succeeded(drawTarot(state, {})).card_id).toBe(3);
  });

  it('the endpoint answers the card in the request’s language; guests and long questions are refused', () => {
    const state = buildShopState('shopper');
    expect(campaignMocks.drawTarot.ok(testRequest(state, {}, 'en_US'))).toMatchObject({ card_id: 17, name: 'The Star', recommended_team_ids: ['50003', '50010'] });
    expect(failed(drawTarot(state, { question: 'ก'.repeat(201) })).code).toBe(1);
    expect(failed(drawTarot(buildShopState('guest'), {})).code).toBe(401);
    expect(failed(resetTarot(buildShopState('guest'))).code).toBe(401);
  });
});

describe('login', () => {
  it('every campaign write and my draws need login; the campaign pages do not', () => {
    const needs = Object.entries(campaignMocks).filter(([, mock]) => mock.needsLogin).map(([name]) => name);
    // The draw pages' writes and reads of the shopper's own (mocks/handlers/campaignDraws.ts) too.
    const drawPages = ['buyLotteryProduct', 'chooseGift', 'enterLuckyDraw', 'getGiftClaim', 'getMyDrawEntries'];
    expect(needs.filter((name) => !drawPages.includes(name)).sort()).toEqual(['castVote', 'drawLuckyDraw', 'drawTarot', 'getMyDraws', 'joinLottery', 'openZodiacBox', 'playCelebrationGame', 'resetTarot']);
    expect(needs.filter((name) => drawPages.includes(name)).sort()).toEqual(drawPages);
  });
});
