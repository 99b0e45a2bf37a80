import { describe, expect, it } from 'vitest';
import { brandOf, cardNumberProblem, expiryProblem, expiryText, isExpired, parseExpiry, passesLuhn, securityCodeFits } from './cardCheck';

describe('card numbers', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4222222222222', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['3530111333300000', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['6011111111111117', null],
    ['', null],
  ] as const)('%s is %s', (number, brand) => {
    expect(brandOf(number)).toBe(brand);
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('42a2')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('names the problem: brand, length for the brand, Luhn', () => {
    expect(cardNumberProblem('4242424242424242')).toBeNull();
    expect(cardNumberProblem('378282246310005')).toBeNull();
    expect(cardNumberProblem('6200000000000005')).toBeNull();
    expect(cardNumberProblem('9999999999999995')).toBe('brand');
    expect(cardNumberProblem('4242 4242')).toBe('brand');
    expect(cardNumberProblem('424242424242')).toBe('length');
    expect(cardNumberProblem('3782822463100050')).toBe('length');
    expect(cardNumberProblem('5555555555554445')).toBe('luhn');
  });
});

describe('expiry', () => {
  const now = new Date(2026, 10, 25);

  it('reads MMYY as a month', () => {
    expect(parseExpiry('0830')).toEqual({ month: 8, year: 2030 });
    expect(parseExpiry('1330')).toBeNull();
    expect(parseExpiry('0030')).toBeNull();
    expect(parseExpiry('830')).toBeNull();
  });

  it('is good through its last month', () => {
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(expiryProblem('1126', now)).toBeNull();
    expect(expiryProblem('1026', now)).toBe('past');
    expect(expiryProblem('1399', now)).toBe('format');
  });

  it('shows a saved expiry as MM/YY', () => {
    expect(expiryText(8, 2030)).toBe('08/30');
    expect(expiryText(null, 2030)).toBeNull();
    expect(expiryText(13, 2030)).toBeNull();
  });
});

describe('security code', () => {
  it('has the brand length', () => {
    expect(securityCodeFits('123', 'visa')).toBe(true);
    expect(securityCodeFits('1234', 'visa')).toBe(false);
    expect(securityCodeFits('1234', 'amex')).toBe(true);
    expect(securityCodeFits('123', 'amex')).toBe(false);
    expect(securityCodeFits('1234', null)).toBe(true);
  });
});
