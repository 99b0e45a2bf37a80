import type { z } from 'zod';
import type { lotterySchema } from '../../../src/api/schemas/campaign';
import { buildTeam, findTeamIndex } from '../../fixtures/products';
import { FIXED_DATES, type MockLocale } from '../../fixtures/locale';
import { nowText, tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { cartCount, cartOf, isCartFull, newLine } from '../shopping/cartLines';
import { cartFullFailure } from '../shopping/cartOps';
import { catalogueTeam } from '../shopping/catalogue';
import { ownerKeyOf } from '../shopping/owners';
import { signedInId } from '../social/account';
import type { LotterySeed } from '../social/campaignCatalogue';
import { unknown } from '../social/socialFailures';
import { ACCOUNT_IDS } from '../seedNames';
import { refuseDraw } from './drawFailures';

/** The lotteries of the home modules besides the catalogue's: the cushion at ฿99, drawn last week (the shopper joined and won). */
export const PRODUCT_LOTTERIES: readonly LotterySeed[] = [
  { id: 'L-7', title: { th: 'ลุ้นซื้อคุชชั่นราคา ฿99', en: 'Win the cushion for ฿99', zh: '抽中即可99泰铢购买气垫' }, participants: 2_048, draw_at: FIXED_DATES.lastWeek, prize_ids: [2] },
];

/** The product of each lottery, its lottery price and who won it. */
interface LotteryDeal {
  readonly team_id: string;
  readonly lottery_price: number;
  readonly winners: readonly number[];
}

const DEALS: Readonly<Record<string, LotteryDeal>> = {
  'L-1': { team_id: '50011', lottery_price: 199, winners: [] },
  'L-7': { team_id: '50011', lottery_price: 99, winners: [ACCOUNT_IDS.shopper] },
};

type LotteryExtras = Pick<z.input<typeof lotterySchema>, 'server_time' | 'product' | 'result' | 'bought'>;

const purchasesOf = (state: ShopState) => state.social.campaigns.drawCampaigns.lotteryPurchases;
const joinedBy = (state: ShopState, lotteryId: string, userId: number) =>
  state.social.campaigns.lotteryEntries.some((entry) => entry.lottery_id === lotteryId && entry.user_id === userId);

function resultFor(state: ShopState, lottery: LotterySeed, deal: LotteryDeal, viewer: number | null): LotteryExtras['result'] {
  if (viewer === null || !joinedBy(state, lottery.id, viewer)) return 'not_joined';
  if (nowText(state.clock) < lottery.draw_at) return 'pending';
  return deal.winners.includes(viewer) ? 'won' : 'lost';
}

/** What a lottery adds to its answer: the shop's time, its product at both prices, the viewer's result and purchase. */
export function lotteryExtras(state: ShopState, lottery: LotterySeed, locale: MockLocale, viewer: number | null): LotteryExtras {
  const deal = DEALS[lottery.id];
  if (!deal) return { server_time: nowText(state.clock) };
  const team = buildTeam(findTeamIndex(deal.team_id), locale);
  return {
    server_time: nowText(state.clock),
    product: { team_id: deal.team_id, name: team.product, image: team.image1, price: catalogueTeam(deal.team_id)?.unitPrice ?? 0, lottery_price: deal.lottery_price },
    result: resultFor(state, lottery, deal, viewer),
    bought: viewer !== null && purchasesOf(state).some((purchase) => purchase.lottery_id === lottery.id && purchase.user_id === viewer) ? 1 : 0,
  };
}

/**
 * buyLotteryProduct: a winner puts the lottery's product in the cart at the lottery price, once.
 * Refused: a guest (401), an unknown lottery (404), not a winner, a second purchase, a full cart.
 */
export function buyLotteryProduct(state: ShopState, lottery: LotterySeed | undefined, locale: MockLocale): ShopOutcome<{ team_id: string; price: number; shopcartnum: number }> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const deal = lottery ? DEALS[lottery.id] : undefined;
  if (!lottery || !deal) return unknown('campaign');
  if (resultFor(state, lottery, deal, userId) !== 'won') return refuseDraw('lotteryNotWon');
  if (purchasesOf(state).some((purchase) => purchase.lottery_id === lottery.id && purchase.user_id === userId)) return refuseDraw('lotteryBoughtTwice');
  const owner = ownerKeyOf(userId);
  if (isCartFull(state, owner)) return cartFullFailure(state, owner, locale);
  const line = newLine(state, deal.team_id, 1, { price: deal.lottery_price, promotion_mgr_id: `lottery-${lottery.id}` });
  if (isFailure(line)) return line;
  cartOf(state, owner).push(line);
  purchasesOf(state).push({ lottery_id: lottery.id, user_id: userId, bought_at: tick(state.clock) });
  return { team_id: deal.team_id, price: deal.lottery_price, shopcartnum: cartCount(state, owner) };
}
