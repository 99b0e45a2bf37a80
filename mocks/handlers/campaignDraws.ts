import type { drawEndpoints } from '../../src/api/endpoints/draws';
import { chooseGift, giftCampaign, giftClaim } from '../shop/campaigns/gifts';
import { buyLotteryProduct } from '../shop/campaigns/lotteryDeals';
import { enterLuckyDraw, luckyDrawDetail, luckyDrawList, myDrawEntries } from '../shop/campaigns/luckyDrawOps';
import { viewerId } from '../shop/social/account';
import { lotteryById } from '../shop/social/lotteries';
import type { EndpointMock } from './core';

type DrawEndpointName = (typeof drawEndpoints)[number]['meta']['name'];

/** The campaign pages' calls (the draw list, gifts buying at the lottery price) on the session's shop. */
export const drawMocks: { readonly [N in DrawEndpointName]: EndpointMock } = {
  getLuckyDraws: { ok: ({ locale, shop }) => luckyDrawList(shop, locale, viewerId(shop)) },
  getLuckyDrawDetail: { ok: ({ params, locale, shop }) => luckyDrawDetail(shop, params.draw_id, locale, viewerId(shop)) },
  enterLuckyDraw: { needsLogin: true, ok: ({ params, locale, shop }) => enterLuckyDraw(shop, { draw_id: params.draw_id }, locale) },
  getMyDrawEntries: { needsLogin: true, ok: ({ locale, shop }) => myDrawEntries(shop, locale) },
  buyLotteryProduct: { needsLogin: true, ok: ({ params, locale, shop }) => buyLotteryProduct(shop, lotteryById(params.id), locale) },
  getGiftCampaign: { ok: ({ params, locale, shop }) => giftCampaign(shop, { campaign_id: params.campaign_id }, locale, viewerId(shop)) },
  chooseGift: { needsLogin: true, ok: ({ params, locale, shop }) => chooseGift(shop, { campaign_id: params.campaign_id, gift_id: params.gift_id }, locale) },
  getGiftClaim: { needsLogin: true, ok: ({ params, locale, shop }) => giftClaim(shop, { claim_id: params.claim_id }, locale) },
};
