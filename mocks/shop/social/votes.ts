import type { z } from 'zod';
import type { voteSchema } from '../../../src/api/schemas/campaign';
import { pickText, type MockLocale } from '../../fixtures/locale';
import { dayText, nowText, tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { signedInId } from './account';
import { ANNIVERSARY_VOTES } from '../campaigns/anniversaries';
import { VOTES, type VoteSeed } from './campaignCatalogue';
import { invalid, refuse, unknown } from './socialFailures';

/** A vote by id, or undefined. */
export function voteById(voteId: string | undefined): VoteSeed | undefined {
  return [...VOTES, ...ANNIVERSARY_VOTES].find((vote) => vote.vote_id === voteId);
}

/** The option a viewer has chosen: their vote (once per vote) or today's latest (daily votes). */
function votedOption(state: ShopState, vote: VoteSeed, viewer: number | null): string | null {
  if (viewer === null) return null;
  const today = dayText(state.clock);
  const mine = state.social.campaigns.votes.filter(
    (cast) => cast.vote_id === vote.vote_id && cast.user_id === viewer && (vote.rule === 'oncePerVote' || cast.day === today),
  );
  const last = mine.at(-1);
  return last ? String(last.option_id) : null;
}

/** A vote as the shop answers it: each option's count includes the shop's casts. */
export function renderVote(state: ShopState, vote: VoteSeed, locale: MockLocale, viewer: number | null): z.input<typeof voteSchema> {
  const casts = state.social.campaigns.votes.filter((cast) => cast.vote_id === vote.vote_id);
  return {
    vote_id: vote.vote_id,
    title: pickText(vote.title, locale),
    options: vote.options.map((option) => ({
      id: option.id,
      title: pickText(option.title, locale),
      image: option.image,
      votes: option.votes + casts.filter((cast) => cast.option_id === option.id).length,
    })),
    voted_option_id: votedOption(state, vote, viewer),
    ends_at: vote.ends_at,
  };
}

const BAD_OPTION = { th: 'ไม่พบตัวเลือกนี้', en: 'This option is not part of the vote.', zh: '该选项不存在。' };

/**
 * castVote: the signed-in user votes for an option. A once-per-vote poll takes one vote in all; a
 * daily poll takes one vote per option each day. Refused: a guest (401), an unknown vote (404), an
 * unknown option (errcode 1), a vote that has ended (4142), a second vote (4144), the same option
 * twice in a day (4145).
 */
export function castVote(state: ShopState, input: { vote_id?: string; option_id?: string }): ShopOutcome<VoteSeed> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const vote = voteById(input.vote_id);
  if (!vote) return unknown('campaign');
  const option = vote.options.find((candidate) => String(candidate.id) === input.option_id);
  if (!option) return invalid(BAD_OPTION);
  if (nowText(state.clock) > vote.ends_at) return refuse('campaignEnded');
  const today = dayText(state.clock);
  const mine = state.social.campaigns.votes.filter((cast) => cast.vote_id === vote.vote_id && cast.user_id === userId);
  if (vote.rule === 'oncePerVote' && mine.length > 0) return refuse('voteCast');
  if (vote.rule === 'oncePerOptionPerDay' && mine.some((cast) => cast.option_id === option.id && cast.day === today)) return refuse('voteCastToday');
  state.social.campaigns.votes.push({ vote_id: vote.vote_id, option_id: option.id, user_id: userId, day: today, cast_at: tick(state.clock) });
  return vote;
}
