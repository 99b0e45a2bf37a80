import { describe, expect, it } from 'vitest';
import { createClock } from '../shop/clock';
import { isFailure } from '../shop/failure';
import { tokeniseMockCard, VAULT_CODES } from './vaultCards';

const card = { card_number: '4242424242424242', expiry: '1228', security_code: '123' };
const codeOf = (outcome: unknown) => (isFailure(outcome) ? outcome.code : null);

describe('the mock card vault', () => {
  it('tokenises a good card: brand, last four, expiry; the token ends in the last four', () => {
    expect(tokeniseMockCard(createClock(), card)).toEqual({ token: 'tok_mock_4242', last4: '4242', brand: 'visa', expiry_month: 12, expiry_year: 2028 });
    expect(tokeniseMockCard(createClock(), { card_number: '378282246310005', expiry: '0130', security_code: '1234' })).toMatchObject({ brand: 'amex', last4: '0005' });
    expect(tokeniseMockCard(createClock(), { ...card, card_number: '5555555555554444' })).toMatchObject({ brand: 'mastercard' });
  });

  it('refuses a bad number, a passed or impossible expiry and a security code of the wrong length', () => {
    expect(codeOf(tokeniseMockCard(createClock(), { ...card, card_number: '4242424242424241' }))).toBe(VAULT_CODES.number);
    expect(codeOf(tokeniseMockCard(createClock(), { ...card, card_number: '424242424242' }))).toBe(VAULT_CODES.number);
    expect(codeOf(tokeniseMockCard(createClock(), {}))).toBe(VAULT_CODES.number);
    expect(codeOf(tokeniseMockCard(createClock(), { ...card, expiry: '0224' }))).toBe(VAULT_CODES.expiry);
    expect(codeOf(tokeniseMockCard(createClock(), { ...card, expiry: '1328' }))).toBe(VAULT_CODES.expiry);
    expect(codeOf(tokeniseMockCard(createClock(), { ...card, security_code: '1234' }))).toBe(VAULT_CODES.securityCode);
  });
});
