import { describe, expect, it } from 'vitest';
import { campaignPrizeListSchema, zodiacBoxSchema, zodiacOpeningSchema } from '../../../src/api/schemas/gameCampaigns';
import { gameStateSchema, voteSchema } from '../../../src/api/schemas/campaign';
import { campaignMocks } from '../../handlers/campaigns';
import { buildShopState } from '../buildShopState';
import { myCoupons } from '../shopping/couponOps';
import { currentOwner } from '../shopping/owners';
import { pointsBalance } from '../shopping/pointsOps';
import { failed, succeeded } from '../social/testFailure';
import { testRequest } from '../social/testRequest';
import { campaignPrizes, playAndAward } from './anniversaryPlay';
import { openZodiacBox, renderZodiacBox, ZODIAC_BOX, ZODIAC_OPENED_CODE } from './zodiacBox';

const couponIds = (state: ReturnType<typeof buildShopState>) => succeeded(myCoupons(state, {})).map((view) => view.coupon.id);

describe('anniversary game prizes', () => {
  it('a play that first reaches a coupon level puts the coupon in the shopper’s coupons, once', () => {
    const state = buildShopState('shopper');
    expect(couponIds(state)).not.toContain('C-3007');
    succeeded(playAndAward(state, { game_id: 'anniversary_10th', score: 300 }));
    expect(couponIds(state)).not.toContain('C-3007');
    succeeded(playAndAward(state, { game_id: 'anniversary_10th', score: 600 }));
    expect(couponIds(state).filter((id) => id === 'C-3007')).toHaveLength(1);
    succeeded(playAndAward(state, { game_id: 'anniversary_10th', score: 700 }));
    expect(couponIds(state).filter((id) => id === 'C-3007')).toHaveLength(1);
  });

  it('the handler answers the level and the prizes reached; a guest gets 401', () => {
    const state = buildShopState('shopper');
    const game = gameStateSchema.parse(campaignMocks.playCelebrationGame.ok(testRequest(state, { game_id: 'anniversary_10th', score: '500' }, 'en_US')));
    expect(game.level).toBe(2);
    expect(game.prizes.map((prize) => prize.name)).toEqual(['฿200 coupon']);
    expect(failed(playAndAward(buildShopState('guest'), { game_id: 'anniversary_10th', score: 100 })).code).toBe(401);
  });

  it('a points prize (the 13th anniversary at level 2) lands in the shopper’s points', () => {
    const state = buildShopState('shopper');
    const before = pointsBalance(state, currentOwner(state));
    succeeded(playAndAward(state, { game_id: 'anniversary_13th', score: 500 }));
    expect(pointsBalance(state, currentOwner(state))).toBe(before + 200);
  });

  it('lists every prize of a game by level; an unknown game is 404', () => {
    const list = campaignPrizeListSchema.parse(succeeded(campaignPrizes('anniversary_13th', 'th_TH')));
    expect(list.list.map((entry) => entry.level)).toEqual([2, 4]);
    expect(failed(campaignPrizes('nope', 'th_TH')).code).toBe(404);
  });

  it('the anniversary votes take one vote per shopper', () => {
    const state = buildShopState('shopper');
    const vote = voteSchema.parse(campaignMocks.castVote.ok(testRequest(state, { vote_id: 'A11-V', option_id: '2' }, 'en_US')));
    expect(vote.voted_option_id).toBe('2');
    expect(failed(campaignMocks.castVote.ok(testRequest(state, { vote_id: 'A11-V', option_id: '1' }))).code).toBe(4_144);
  });
});

describe('zodiac box', () => {
  it('shows the box and its signs; opening once gives the sign’s prize and a coupon lands in the coupons', () => {
    const state = buildShopState('shopper');
    const box = zodiacBoxSchema.parse(renderZodiacBox(state, 'en_US', null));
    expect(box.surprise_id).toBe(ZODIAC_BOX.surprise_id);
    expect(box.signs).toHaveLength(12);
    expect(box.opened).toBeNull();
    const opening = zodiacOpeningSchema.parse(succeeded(openZodiacBox(state, { surprise_id: 'ZB-2025', sign: 'aries' }, 'en_US')));
    expect(opening.prize).toMatchObject({ name: '฿200 coupon', type: 'coupon' });
    expect(couponIds(state)).toContain('C-3007');
    expect(failed(openZodiacBox(state, { surprise_id: 'ZB-2025', sign: 'leo' }, 'en_US')).code).toBe(ZODIAC_OPENED_CODE);
    const shopper = state.account.session.userId;
    expect(zodiacBoxSchema.parse(renderZodiacBox(state, 'en_US', shopper)).opened?.sign).toBe('aries');
  });

  it('refuses a guest, another box and an unknown sign', () => {
    expect(failed(openZodiacBox(buildShopState('guest'), { surprise_id: 'ZB-2025', sign: 'aries' }, 'en_US')).code).toBe(401);
    const state = buildShopState('shopper');
    expect(failed(openZodiacBox(state, { surprise_id: 'ZB-1', sign: 'aries' }, 'en_US')).code).toBe(404);
    expect(failed(openZodiacBox(state, { surprise_id: 'ZB-2025', sign: '<script>' }, 'en_US')).code).toBe(1);
  });
});
