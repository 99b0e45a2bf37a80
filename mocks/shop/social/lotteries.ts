import type { z } from 'zod';
import type { lotterySchema } from '../../../src/api/schemas/campaign';
import { pickText, type MockLocale } from '../../fixtures/locale';
import { lotteryExtras, PRODUCT_LOTTERIES } from '../campaigns/lotteryDeals';
import { nowText, tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { signedInId } from './account';
import { LOTTERIES, renderPrize, type LotterySeed } from './campaignCatalogue';
import { refuse, unknown } from './socialFailures';

/** A product lottery by id, or undefined. */
export function lotteryById(id: string | undefined): LotterySeed | undefined {
  return [...LOTTERIES, ...PRODUCT_LOTTERIES].find((lottery) => lottery.id === id);
}

const entries = (state: ShopState, lottery: LotterySeed) => state.social.campaigns.lotteryEntries.filter((entry) => entry.lottery_id === lottery.id);

/** A lottery as the shop answers it (module_id as the page's address names it). */
export function renderLottery(
  state: ShopState,
  lottery: LotterySeed,
  locale: MockLocale,
  viewer: number | null,
  moduleId?: string | null,
): z.input<typeof lotterySchema> {
  const joined = entries(state, lottery);
  return {
    id: lottery.id,
    ...(moduleId === undefined ? {} : { module_id: moduleId }),
    title: pickText(lottery.title, locale),
    joined: viewer !== null && joined.some((entry) => entry.user_id === viewer) ? 1 : 0,
    participants: lottery.participants + joined.length,
    draw_at: lottery.draw_at,
    prizes: lottery.prize_ids.map((id) => renderPrize(id, locale)),
    ...lotteryExtras(state, lottery, locale, viewer),
  };
}

/**
 * joinLottery: the signed-in user takes part, once. Refused: a guest (401), an unknown lottery
 * (404), a lottery already drawn (4142), a second join (4143).
 */
export function joinLottery(state: ShopState, input: { id?: string }): ShopOutcome<LotterySeed> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const lottery = lotteryById(input.id);
  if (!lottery) return unknown('campaign');
  if (nowText(state.clock) >= lottery.draw_at) return refuse('campaignEnded');
  if (entries(state, lottery).some((entry) => entry.user_id === userId)) return refuse('lotteryJoined');
  state.social.campaigns.lotteryEntries.push({ lottery_id: lottery.id, user_id: userId, joined_at: tick(state.clock) });
  return lottery;
}
