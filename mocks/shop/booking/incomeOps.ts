import { isFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import { FIELDS, THINGS, invalid, missing } from './bookingFailures';
import type { IncomeKind, IncomeLineRecord, ReservationRecord } from './bookingSlice';
import { asMerchant } from './merchantOps';

/** Settled, pending and their sum, in baht. */
export interface IncomeTotals {
  total: number;
  settled: number;
  pending: number;
}

export function incomeTotals(lines: readonly IncomeLineRecord[], before: { settled: number; pending: number } = { settled: 0, pending: 0 }): IncomeTotals {
  const sum = (status: IncomeLineRecord['status']) => lines.filter((line) => line.status === status).reduce((total, line) => total + line.amount, 0);
  const settled = before.settled + sum('settled');
  const pending = before.pending + sum('pending');
  return { total: settled + pending, settled, pending };
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The provider's income: every line, with totals that include the income from before the kept
 * lines. With `month` (`YYYY-MM`, revenue): that month's lines and their totals only.
 */
export function providerIncome(state: ShopState, input: { month?: string } = {}): ShopOutcome<{ totals: IncomeTotals; lines: IncomeLineRecord[] }> {
  return asMerchant(state, (merchant) => {
    const lines = state.booking.income;
    const month = (input.month ?? '').trim();
    if (month === '') return { totals: incomeTotals(lines, merchant.income_before), lines: [...lines] };
    if (!MONTH.test(month)) return invalid(FIELDS.date);
    const inMonth = lines.filter((line) => line.created_at.startsWith(month));
    return { totals: incomeTotals(inMonth), lines: inMonth };
  });
}

/** One income line (revenue/detail); without an id, the first one. */
export function providerIncomeLine(state: ShopState, id: string | undefined): ShopOutcome<IncomeLineRecord> {
  return asMerchant(state, () => {
    const lines = state.booking.income;
    const line = id ? lines.find((candidate) => candidate.id === id) : lines[0];
    return line ?? missing(THINGS.income);
  });
}

/** Books money the reservation brought in (pending until settled). The caller has ticked the clock. */
export function addIncome(state: ShopState, reservation: ReservationRecord, kind: IncomeKind, amount: number, at: string): ShopOutcome<IncomeLineRecord> {
  const lines = state.booking.income;
  const next = newId(state, 'bookingIncome', lines.length + 1);
  if (isFailure(next)) return next;
  const line: IncomeLineRecord = {
    id: `I-${next}`,
    order_id: reservation.order_id,
    service_id: reservation.service_id,
    kind,
    amount,
    status: 'pending',
    settled_at: null,
    created_at: at,
  };
  lines.push(line);
  return line;
}
