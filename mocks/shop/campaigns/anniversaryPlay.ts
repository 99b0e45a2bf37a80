import type { z } from 'zod';
import type { campaignPrizeListSchema } from '../../../src/api/schemas/gameCampaigns';
import type { MockLocale } from '../../fixtures/locale';
import { isFailure, type ShopOutcome } from '../failure';
import { renderPrize, type GameSeed } from '../social/campaignCatalogue';
import { gameById, playCelebrationGame, renderGame } from '../social/celebrationGame';
import { signedInId } from '../social/account';
import { unknown } from '../social/socialFailures';
import type { ShopState } from '../state';
import { awardPrize } from './prizeAwards';

const levelOf = (state: ShopState, game: GameSeed, userId: number) => Number(renderGame(state, game, 'en_US', userId).level ?? 1);

/**
 * playCelebrationGame with its prizes: the play is recorded (celebrationGame.ts) and each prize of a
 * level first reached by it is awarded (a coupon lands in the shopper's coupons).
 */
export function playAndAward(state: ShopState, input: { game_id?: string; score?: number }): ShopOutcome<GameSeed> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const known = gameById(input.game_id);
  const before = known ? levelOf(state, known, userId) : 0;
  const game = playCelebrationGame(state, input);
  if (isFailure(game)) return game;
  const after = levelOf(state, game, userId);
  for (const [level, prizeId] of Object.entries(game.levelPrizes)) {
    if (Number(level) > before && Number(level) <= after) awardPrize(state, prizeId);
  }
  return game;
}

/** getCampaignPrizes: every prize of a game with the level that reaches it; an unknown game is 404. */
export function campaignPrizes(gameId: string | undefined, locale: MockLocale): ShopOutcome<z.input<typeof campaignPrizeListSchema>> {
  const game = gameById(gameId);
  if (!game) return unknown('campaign');
  return {
    list: Object.entries(game.levelPrizes)
      .map(([level, prizeId]) => ({ level: Number(level), prize: renderPrize(prizeId, locale) }))
      .sort((a, b) => a.level - b.level),
  };
}
