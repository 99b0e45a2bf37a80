import { describe, expect, it } from 'vitest';
import { buildShopState } from '../buildShopState';
import { isFailure } from '../failure';
import { ACCOUNT_IDS } from '../seedNames';
import { CASH_CARD_ERRCODES, redeemCashCard } from './cashCardCodes';
import { cashCardsOf } from './pointsOps';

const codeOf = (outcome: unknown) => (isFailure(outcome) ? outcome.code : null);

describe('cash card codes', () => {
  it('adds the code’s card to the shopper’s cash cards, once in the whole shop', () => {
    const state = buildShopState('shopper');
    expect(redeemCashCard(state, ' glow-500-gift ')).toEqual({ card: { card_id: 'CC-2', card_no: '6200 **** **** 5001', balance: 500, expire_at: '2027-12-31' } });
    expect(cashCardsOf(state, String(ACCOUNT_IDS.shopper)).map((card) => card.card_id)).toEqual(['CC-2', 'CC-1']);
    expect(codeOf(redeemCashCard(state, 'GLOW500GIFT'))).toBe(CASH_CARD_ERRCODES.redeemed);
  });

  it('refuses no code, an unknown code and the seeded card’s code', () => {
    const state = buildShopState('shopper');
    expect(codeOf(redeemCashCard(state, ''))).toBe(CASH_CARD_ERRCODES.missing);
    expect(codeOf(redeemCashCard(state, 'NOSUCHCODE'))).toBe(CASH_CARD_ERRCODES.unknown);
    expect(codeOf(redeemCashCard(state, 'KONVY2024GIFT'))).toBe(CASH_CARD_ERRCODES.redeemed);
    expect(codeOf(redeemCashCard(buildShopState('guest'), 'BEAUTY1000'))).toBe(401);
  });
});
