import type { z } from 'zod';
import type { luckyDrawSchema, myDrawsSchema } from '../../../src/api/schemas/campaign';
import { pickText, type MockLocale } from '../../fixtures/locale';
import { nowText, tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { signedInId } from './account';
import { LUCKY_DRAWS, renderPrize, type LuckyDrawSeed } from './campaignCatalogue';
import { refuse, unknown } from './socialFailures';

/** A lucky draw by id, or undefined. */
export function luckyDrawById(drawId: string | undefined): LuckyDrawSeed | undefined {
  return LUCKY_DRAWS.find((draw) => draw.draw_id === drawId);
}

const drawsBy = (state: ShopState, draw: LuckyDrawSeed, userId: number) =>
  state.social.campaigns.draws.filter((entry) => entry.draw_id === draw.draw_id && entry.user_id === userId);

/** The chances a viewer has left (a guest sees the chances an account starts with). */
export function chancesLeft(state: ShopState, draw: LuckyDrawSeed, viewer: number | null): number {
  return viewer === null ? draw.chances : Math.max(0, draw.chances - drawsBy(state, draw, viewer).length);
}

/** A lucky draw as the shop answers it. */
export function renderLuckyDraw(state: ShopState, draw: LuckyDrawSeed, locale: MockLocale, viewer: number | null): z.input<typeof luckyDrawSchema> {
  return {
    draw_id: draw.draw_id,
    title: pickText(draw.title, locale),
    chances: chancesLeft(state, draw, viewer),
    prizes: draw.prize_ids.map((id) => renderPrize(id, locale)),
    ends_at: draw.ends_at,
  };
}

/**
 * drawLuckyDraw: the signed-in user spends a chance and wins the wheel's next prize (in turn, per
 * account: no randomness). Refused: a guest (401), an unknown draw (404), a draw that has ended
 * (4142), no chances left (4141).
 */
export function drawLuckyDraw(state: ShopState, input: { draw_id?: string }): ShopOutcome<{ prize_id: number; chances: number }> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const draw = luckyDrawById(input.draw_id);
  if (!draw) return unknown('campaign');
  if (nowText(state.clock) > draw.ends_at) return refuse('campaignEnded');
  if (chancesLeft(state, draw, userId) === 0) return refuse('noDrawChances');
  const spun = drawsBy(state, draw, userId).length;
  const prizeId = draw.prize_ids[spun % draw.prize_ids.length] ?? 0;
  state.social.campaigns.draws.push({ draw_id: draw.draw_id, prize_id: prizeId, user_id: userId, drawn_at: tick(state.clock) });
  return { prize_id: prizeId, chances: chancesLeft(state, draw, userId) };
}

/** What a user has won in every lucky draw, newest first. */
export function myDraws(state: ShopState, userId: number, locale: MockLocale): z.input<typeof myDrawsSchema> {
  const mine = state.social.campaigns.draws.filter((entry) => entry.user_id === userId).reverse();
  return { list: mine.map((entry) => ({ prize: renderPrize(entry.prize_id, locale), drawn_at: entry.drawn_at })) };
}
