import { describe, expect, it } from 'vitest';
import { buildShopState } from '../buildShopState';
import { isFailure } from '../failure';
import { addSavedCard, MAX_SAVED_CARDS, removeSavedCard, SAVED_CARD_CODES, savedCardsOf } from './savedCards';

const visa = { card_token: 'tok_mock_1111', brand: 'visa', last4: '1111', expiry_month: '8', expiry_year: '2030' };
const codeOf = (outcome: unknown) => (isFailure(outcome) ? outcome.code : null);

describe('saved cards', () => {
  it('lists the demo shopper’s card by brand, last four and expiry', () => {
    expect(savedCardsOf(buildShopState('shopper'))).toEqual([{ card_id: 'tok_saved_4242', brand: 'visa', last4: '4242', expiry_month: 12, expiry_year: 2030 }]);
    expect(codeOf(savedCardsOf(buildShopState('guest')))).toBe(401);
  });

  it('saves a vault token once, refusing card data, bad values, a passed expiry and more than the cap', () => {
    const state = buildShopState('newShopper');
    expect(addSavedCard(state, visa)).toEqual({ card_id: 'tok_mock_1111', brand: 'visa', last4: '1111', expiry_month: 8, expiry_year: 2030 });
    expect(codeOf(addSavedCard(state, visa))).toBe(SAVED_CARD_CODES.alreadySaved);
    expect(codeOf(addSavedCard(state, { ...visa, card_token: 'tok_2', card_number: '4242424242424242' }))).toBe(SAVED_CARD_CODES.badCard);
    expect(codeOf(addSavedCard(state, { ...visa, card_token: 'tok_2', security_code: '123' }))).toBe(SAVED_CARD_CODES.badCard);
    expect(codeOf(addSavedCard(state, { ...visa, card_token: 'tok_2', last4: '42424242' }))).toBe(SAVED_CARD_CODES.badCard);
    expect(codeOf(addSavedCard(state, { ...visa, card_token: 'tok_2', expiry_month: '13' }))).toBe(SAVED_CARD_CODES.badCard);
    expect(codeOf(addSavedCard(state, { ...visa, card_token: 'tok_2', expiry_month: '1', expiry_year: '2025' }))).toBe(SAVED_CARD_CODES.expired);
    for (let i = 2; i <= MAX_SAVED_CARDS; i += 1) addSavedCard(state, { ...visa, card_token: `tok_${i}` });
    expect(codeOf(addSavedCard(state, { ...visa, card_token: 'tok_more' }))).toBe(SAVED_CARD_CODES.tooMany);
  });

  it('removes a card by its id', () => {
    const state = buildShopState('shopper');
    expect(codeOf(removeSavedCard(state, 'tok_other'))).toBe(SAVED_CARD_CODES.notFound);
    expect(removeSavedCard(state, 'tok_saved_4242')).toBeNull();
    expect(savedCardsOf(state)).toEqual([]);
  });
});
