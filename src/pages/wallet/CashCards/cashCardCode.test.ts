import { describe, expect, it } from 'vitest';
import { cashCardSchema } from '../../../api';
import { isCashCodeShape, lastFourOf, normaliseCashCode, totalBalance } from './cashCardCode';

describe('cash card codes', () => {
  it('normalises what the shopper types', () => {
    expect(normaliseCashCode(' glow-500 gift ')).toBe('GLOW500GIFT');
    expect(isCashCodeShape('GLOW500GIFT')).toBe(true);
    expect(isCashCodeShape('AB12')).toBe(false);
    expect(isCashCodeShape('<SCRIPT>')).toBe(false);
    expect(isCashCodeShape('A'.repeat(25))).toBe(false);
  });

  it('shows the last four digits only', () => {
    expect(lastFourOf('6200 **** **** 1234')).toBe('1234');
    expect(lastFourOf('6200123412341234')).toBe('1234');
  });

  it('adds the balances to the satang', () => {
    const card = (balance: number) => cashCardSchema.parse({ card_id: 'x', card_no: '1', balance });
    expect(totalBalance([card(0.1), card(0.2), card(500)])).toBe(500.3);
    expect(totalBalance([])).toBe(0);
  });
});
