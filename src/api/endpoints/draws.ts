import { drawDetailSchema, drawEntriesSchema, drawEntrySchema, drawListSchema, giftCampaignSchema, giftClaimSchema, lotteryPurchaseSchema } from '../schemas/draws';
import { legacyResponse } from '../schemas/envelope';
import { endpointsOf, NOT_SHOWN } from './define';

/**
 * The campaign pages' calls spec §7 names only as "lucky draw and lottery" (the draw list, one
 * draw, entering it, the shopper's entries, buying at the lottery price) or not at all (free gifts): every path and payload here is chosen.
 */
const ep = endpointsOf('campaigns');
const chosen = { chosen: NOT_SHOWN };

/** The lucky draws: running, upcoming and ended, with the backend's clock. Public. */
export const getLuckyDraws = ep()('getLuckyDraws', 'go', 'GET', '/api/go/lucky_draw/list', legacyResponse(drawListSchema), chosen);
/** One lucky draw with its entry rule and the viewer's entry. Public. */
export const getLuckyDrawDetail = ep<{ draw_id: string }>()('getLuckyDrawDetail', 'go', 'GET', '/api/go/lucky_draw/detail', legacyResponse(drawDetailSchema), chosen);
/** Enters a lucky draw once (spending its points, or on a qualifying order); answers the outcome. Needs login. */
export const enterLuckyDraw = ep<{ draw_id: string }>()('enterLuckyDraw', 'go', 'POST', '/api/go/lucky_draw/enter', legacyResponse(drawEntrySchema), chosen);
/** The shopper's lucky-draw entries and prizes, newest first. Needs login. */
export const getMyDrawEntries = ep()('getMyDrawEntries', 'go', 'GET', '/api/go/lucky_draw/entries', legacyResponse(drawEntriesSchema), chosen);
/** A won product lottery's product into the cart at the lottery price (once). Needs login. */
export const buyLotteryProduct = ep<{ id: string }>()('buyLotteryProduct', 'legacy', 'POST', '/m_api/product_lottery_buy.php', legacyResponse(lotteryPurchaseSchema), chosen);
/** A free-gift campaign (without campaign_id: the new-user gift). Public. */
export const getGiftCampaign = ep<{ campaign_id?: string }>()('getGiftCampaign', 'go', 'GET', '/api/go/gift/campaign', legacyResponse(giftCampaignSchema), chosen);
/** Chooses one free gift of a campaign (once per campaign). Needs login. */
export const chooseGift = ep<{ campaign_id: string; gift_id: string }>()('chooseGift', 'go', 'POST', '/api/go/gift/choose', legacyResponse(giftClaimSchema), chosen);
/** A chosen gift (the gift result page). Needs login. */
export const getGiftClaim = ep<{ claim_id: string }>()('getGiftClaim', 'go', 'GET', '/api/go/gift/claim', legacyResponse(giftClaimSchema), chosen);

export const drawEndpoints = [
  getLuckyDraws,
  getLuckyDrawDetail,
  enterLuckyDraw,
  getMyDrawEntries,
  buyLotteryProduct,
  getGiftCampaign,
  chooseGift,
  getGiftClaim,
] as const;
