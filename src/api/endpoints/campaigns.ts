import { ackSchema } from '../schemas/common';
import { drawResultSchema, gameStateSchema, lotterySchema, luckyDrawSchema, myDrawsSchema, tarotSchema, voteSchema } from '../schemas/campaign';
import { campaignPrizeListSchema, zodiacBoxSchema, zodiacOpeningSchema } from '../schemas/gameCampaigns';
import { legacyResponse } from '../schemas/envelope';
import { endpointsOf, NOT_SHOWN } from './define';
import { drawEndpoints } from './draws';

const ep = endpointsOf('campaigns');
const chosen = { chosen: NOT_SHOWN };

export const getVote = ep<{ vote_id: string }>()('getVote', 'go', 'GET', '/api/go/vote/detail', legacyResponse(voteSchema), chosen);
export const castVote = ep<{ vote_id: string; option_id: string }>()('castVote', 'go', 'POST', '/api/go/vote/cast', legacyResponse(voteSchema), chosen);
export const getLuckyDraw = ep<{ draw_id: string }>()('getLuckyDraw', 'go', 'GET', '/api/go/lucky_draw/info', legacyResponse(luckyDrawSchema), chosen);
export const drawLuckyDraw = ep<{ draw_id: string }>()('drawLuckyDraw', 'go', 'POST', '/api/go/lucky_draw/draw', legacyResponse(drawResultSchema), chosen);
export const getMyDraws = ep()('getMyDraws', 'go', 'GET', '/api/go/lucky_draw/mine', legacyResponse(myDrawsSchema), chosen);
/** product_lottery.php?id=&module_id=&related_type= */
export const getLottery = ep<{ id: string; module_id?: string; related_type?: string }>()('getLottery', 'legacy', 'GET', '/m_api/product_lottery.php', legacyResponse(lotterySchema), chosen);
export const joinLottery = ep<{ id: string }>()('joinLottery', 'legacy', 'POST', '/m_api/product_lottery_join.php', legacyResponse(lotterySchema), chosen);
/** The anniversary celebration game. */
export const getCelebrationGame = ep<{ game_id: string }>()('getCelebrationGame', 'go', 'GET', '/api/go/game/celebration', legacyResponse(gameStateSchema), chosen);
export const playCelebrationGame = ep<{ game_id: string; score: number }>()('playCelebrationGame', 'go', 'PUT', '/api/go/game/celebration', legacyResponse(gameStateSchema), chosen);
export const drawTarot = ep<{ question?: string }>()('drawTarot', 'go', 'POST', '/api/go/tarot/draw', legacyResponse(tarotSchema), chosen);
export const resetTarot = ep()('resetTarot', 'go', 'DELETE', '/api/go/tarot/draw', legacyResponse(ackSchema), chosen);
/** A campaign's prize list by game level (the anniversary pages). */
export const getCampaignPrizes = ep<{ game_id: string }>()('getCampaignPrizes', 'go', 'GET', '/api/go/game/prizes', legacyResponse(campaignPrizeListSchema), chosen);
/** The zodiac box on offer (store state surprise_id, surprise_images) and what this shopper opened. */
export const getZodiacBox = ep()('getZodiacBox', 'go', 'GET', '/api/go/koko/zodiac_box', legacyResponse(zodiacBoxSchema), chosen);
/** Opens the zodiac box with a sign: the prize is the backend's draw. Needs login; once per box. */
export const openZodiacBox = ep<{ surprise_id: string; sign: string }>()('openZodiacBox', 'go', 'POST', '/api/go/koko/zodiac_box/open', legacyResponse(zodiacOpeningSchema), chosen);

export const campaignEndpoints = [
  getVote,
  castVote,
  getLuckyDraw,
  drawLuckyDraw,
  getMyDraws,
  getLottery,
  joinLottery,
  getCelebrationGame,
  playCelebrationGame,
  drawTarot,
  resetTarot,
  ...drawEndpoints,
  getCampaignPrizes,
  getZodiacBox,
  openZodiacBox,
] as const;
