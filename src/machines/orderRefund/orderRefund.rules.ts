import type { RefundOptions } from './orderRefund.types';

/** The sum of the chosen lines (unit price times quantity), in baht. */
export function selectedTotal(options: RefundOptions | null, selected: readonly string[]): number {
  if (!options) return 0;
  return options.items
    .filter((item) => selected.includes(item.teamId))
    .reduce((sum, item) => sum + item.price * item.quantity, 0);
}

/**
 * The most this request may ask for: the chosen lines' total, never above what the shop allows for
 * the order. Whole baht (the amount field takes digits only), rounded down.
 */
export function refundableAmount(options: RefundOptions | null, selected: readonly string[]): number {
  if (!options) return 0;
  return Math.floor(Math.min(options.maxAmount, selectedTotal(options, selected)));
}

/** Why an amount cannot be sent, or null when it can. */
export type AmountProblem = 'required' | 'number' | 'zero' | 'tooHigh';

export function amountProblem(amount: string, limit: number): AmountProblem | null {
  if (amount.trim() === '') return 'required';
  if (!/^[0-9]+$/.test(amount)) return 'number';
  const value = Number(amount);
  if (value <= 0) return 'zero';
  if (value > limit) return 'tooHigh';
  return null;
}

