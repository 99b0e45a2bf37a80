import type { z } from 'zod';
import type { tarotSchema } from '../../../src/api/schemas/campaign';
import { pickText, type MockLocale } from '../../fixtures/locale';
import { tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { signedInId } from './account';
import { TAROT_DECK, type TarotSeed } from './campaignCatalogue';
import type { TarotRecord } from './campaignRecords';
import { countGraphemes as textLength } from '../../../src/format/text';
import { invalid } from './socialFailures';

/** A tarot card as the shop answers it. */
export function renderTarot(card: TarotSeed, locale: MockLocale): z.input<typeof tarotSchema> {
  return {
    card_id: card.card_id,
    name: pickText(card.name, locale),
    image: card.image,
    reading: pickText(card.reading, locale),
    recommended_team_ids: [...card.recommended_team_ids],
  };
}

export const TAROT_QUESTION_MAX = 200;
const LONG_QUESTION = { th: 'คำถามยาวได้ไม่เกิน 200 ตัวอักษร', en: 'A question can be at most 200 characters long.', zh: '问题不能超过200字。' };

function tarotOf(state: ShopState, userId: number): TarotRecord {
  const record = state.social.campaigns.tarot[userId] ?? { card_id: null, question: null, draws: 0 };
  state.social.campaigns.tarot[userId] = record;
  return record;
}

/**
 * drawTarot: the signed-in user draws a card. While a card is held, drawing answers that card
 * again; after a reset the deck's next card comes (in turn, per account: no randomness). Refused: a
 * guest (401), a question over 200 characters (errcode 1).
 */
export function drawTarot(state: ShopState, input: { question?: string }): ShopOutcome<TarotSeed> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const question = (input.question ?? '').trim();
  if (textLength(question) > TAROT_QUESTION_MAX) return invalid(LONG_QUESTION);
  const record = tarotOf(state, userId);
  const held = TAROT_DECK.find((card) => card.card_id === record.card_id);
  if (held) return held;
  const card = TAROT_DECK[record.draws % TAROT_DECK.length];
  if (!card) throw new Error('no tarot cards');
  record.card_id = card.card_id;
  record.question = question || null;
  record.draws += 1;
  tick(state.clock);
  return card;
}

/** resetTarot: the signed-in user puts the card back (nothing held is fine). Refused: a guest (401). */
export function resetTarot(state: ShopState): ShopOutcome<null> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const record = tarotOf(state, userId);
  record.card_id = null;
  record.question = null;
  tick(state.clock);
  return null;
}
