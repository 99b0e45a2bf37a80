import { campaignEndpoints } from '../../src/api/endpoints/campaigns';
import { campaignPrizes, playAndAward } from '../shop/campaigns/anniversaryPlay';
import { openZodiacBox, renderZodiacBox } from '../shop/campaigns/zodiacBox';
import { isFailure } from '../shop/failure';
import type { MockShop } from '../shop/sessions';
import { signedInId, viewerId } from '../shop/social/account';
import { renderPrize } from '../shop/social/campaignCatalogue';
import { gameById, renderGame } from '../shop/social/celebrationGame';
import { lotteryById, joinLottery, renderLottery } from '../shop/social/lotteries';
import { drawLuckyDraw, luckyDrawById, myDraws, renderLuckyDraw } from '../shop/social/luckyDraws';
import { intParam } from '../shop/requestParams';
import { unknown } from '../shop/social/socialFailures';
import { drawTarot, renderTarot, resetTarot } from '../shop/social/tarot';
import { castVote, renderVote, voteById } from '../shop/social/votes';
import { drawMocks } from './campaignDraws';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

export const campaignMocks: AreaMocks<'campaigns'> = {
  getVote: {
    ok: ({ params, locale, shop }) => {
      const vote = voteById(params.vote_id);
      return vote ? renderVote(shop, vote, locale, viewerId(shop)) : unknown('campaign');
    },
  },
  castVote: {
    needsLogin: true,
    ok: ({ params, locale, shop }) => {
      const vote = castVote(shop, { vote_id: params.vote_id, option_id: params.option_id });
      return isFailure(vote) ? vote : renderVote(shop, vote, locale, viewerId(shop));
    },
  },
  getLuckyDraw: {
    ok: ({ params, locale, shop }) => {
      const draw = luckyDrawById(params.draw_id);
      return draw ? renderLuckyDraw(shop, draw, locale, viewerId(shop)) : unknown('campaign');
    },
  },
  drawLuckyDraw: {
    needsLogin: true,
    ok: ({ params, locale, shop }) => {
      const won = drawLuckyDraw(shop, { draw_id: params.draw_id });
      return isFailure(won) ? won : { prize: renderPrize(won.prize_id, locale), chances: won.chances };
    },
  },
  getMyDraws: {
    needsLogin: true,
    ok: ({ locale, shop }) => {
      const userId = signedInId(shop);
      return isFailure(userId) ? userId : myDraws(shop, userId, locale);
    },
  },
  getLottery: {
    ok: ({ params, locale, shop }) => {
      const lottery = lotteryById(params.id);
      return lottery ? renderLottery(shop, lottery, locale, viewerId(shop), params.module_id ?? null) : unknown('campaign');
    },
  },
  joinLottery: {
    needsLogin: true,
    ok: ({ params, locale, shop }) => {
      const lottery = joinLottery(shop, { id: params.id });
      return isFailure(lottery) ? lottery : renderLottery(shop, lottery, locale, viewerId(shop));
    },
  },
  getCelebrationGame: {
    ok: ({ params, locale, shop }) => {
      const game = gameById(params.game_id);
      return game ? renderGame(shop, game, locale, viewerId(shop)) : unknown('campaign');
    },
  },
  playCelebrationGame: {
    needsLogin: true,
    ok: ({ params, locale, shop }) => {
      const game = playAndAward(shop, { game_id: params.game_id, score: intParam(params, 'score') });
      return isFailure(game) ? game : renderGame(shop, game, locale, viewerId(shop));
    },
  },
  drawTarot: {
    needsLogin: true,
    ok: ({ params, locale, shop }) => {
      const card = drawTarot(shop, { question: params.question });
      return isFailure(card) ? card : renderTarot(card, locale);
    },
  },
  resetTarot: { needsLogin: true, ok: ({ shop }) => resetTarot(shop) },
  ...drawMocks,
  getCampaignPrizes: { ok: ({ params, locale }) => campaignPrizes(params.game_id, locale) },
  getZodiacBox: { ok: ({ locale, shop }) => renderZodiacBox(shop, locale, viewerId(shop)) },
  openZodiacBox: {
    needsLogin: true,
    ok: ({ params, locale, shop }) => openZodiacBox(shop, { surprise_id: params.surprise_id, sign: params.sign }, locale),
  },
};

/** Votes, lucky draw, lottery, the celebration game and tarot, on the session's shop. */
export function campaignHandlers(choice?: AreaScenario<'campaigns'>, shop?: MockShop) {
  return buildAreaHandlers(campaignEndpoints, campaignMocks, choice, shop);
}
