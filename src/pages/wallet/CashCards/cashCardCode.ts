import type { CashCard } from '../../../api';

/** The longest code the field takes (as typed, with spaces and dashes). */
export const CASH_CODE_MAX_LENGTH = 32;

/** A code as printed and typed (any case, spaces and dashes between groups) in the form the shop takes: upper case, letters and digits only. */
export function normaliseCashCode(code: string): string {
  return code.toUpperCase().replace(/[\s\u200B-]/g, '');
}

/** Whether a normalised code looks like one the shop prints: 6 to 24 letters and digits. */
export function isCashCodeShape(code: string): boolean {
  return /^[A-Z0-9]{6,24}$/.test(code);
}

/** The last four digits of a card number as the backend masks it ('6200 **** **** 1234' → '1234'); never more. */
export function lastFourOf(cardNo: string): string {
  const digits = cardNo.replace(/[^0-9]/g, '');
  return digits.slice(-4);
}

/** What all the cards hold together (an amount that is not a number counts as nothing). */
export function totalBalance(cards: readonly CashCard[]): number {
  const cents = cards.reduce((sum, card) => sum + (Number.isFinite(card.balance) ? Math.round(card.balance * 100) : 0), 0);
  return cents / 100;
}
