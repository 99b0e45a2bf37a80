import type { z } from 'zod';
import type { gameStateSchema } from '../../../src/api/schemas/campaign';
import type { MockLocale } from '../../fixtures/locale';
import { dayText, tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { signedInId } from './account';
import { ANNIVERSARY_GAMES } from '../campaigns/anniversaries';
import { GAMES, renderPrize, type GameSeed } from './campaignCatalogue';
import { invalid, refuse, unknown } from './socialFailures';

/** A game by id, or undefined. */
export function gameById(gameId: string | undefined): GameSeed | undefined {
  return [...GAMES, ...ANNIVERSARY_GAMES].find((game) => game.game_id === gameId);
}

const playsBy = (state: ShopState, game: GameSeed, userId: number) =>
  state.social.campaigns.gamePlays.filter((play) => play.game_id === game.game_id && play.user_id === userId);

/**
 * A game as the shop answers it for a viewer: plays left today, the best score, the level it
 * reaches (one every pointsPerLevel, from 1) and the prizes of the levels reached.
 */
export function renderGame(state: ShopState, game: GameSeed, locale: MockLocale, viewer: number | null): z.input<typeof gameStateSchema> {
  const plays = viewer === null ? [] : playsBy(state, game, viewer);
  const today = dayText(state.clock);
  const best = plays.reduce((max, play) => Math.max(max, play.score), 0);
  const level = Math.min(game.maxLevel, 1 + Math.floor(best / game.pointsPerLevel));
  const prizes = Object.entries(game.levelPrizes)
    .filter(([reached]) => Number(reached) <= level)
    .map(([, prizeId]) => renderPrize(prizeId, locale));
  return {
    game_id: game.game_id,
    plays_left: Math.max(0, game.playsPerDay - plays.filter((play) => play.day === today).length),
    score: best,
    level,
    prizes,
  };
}

const BAD_SCORE = { th: 'คะแนนไม่ถูกต้อง', en: 'The score must be a whole number from 0 to 100,000.', zh: '分数无效。' };

/**
 * playCelebrationGame: the signed-in user spends one of today's plays and records a score.
 * Refused: a guest (401), an unknown game (404), a score that is not a whole number within the
 * game's bounds (errcode 1), no plays left today (4146).
 */
export function playCelebrationGame(state: ShopState, input: { game_id?: string; score?: number }): ShopOutcome<GameSeed> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const game = gameById(input.game_id);
  if (!game) return unknown('campaign');
  const score = input.score;
  if (score === undefined || !Number.isInteger(score) || score < 0 || score > game.maxScore) return invalid(BAD_SCORE);
  const today = dayText(state.clock);
  if (playsBy(state, game, userId).filter((play) => play.day === today).length >= game.playsPerDay) return refuse('noGamePlays');
  state.social.campaigns.gamePlays.push({ game_id: game.game_id, user_id: userId, score, day: today, played_at: tick(state.clock) });
  return game;
}
