import { isFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import type { OwnerKey } from './owners';
import { refuse, SHOPPING_MESSAGES } from './shoppingRules';
import type { CashCardRecord, CreditAccountRecord, LedgerEntryRecord, LedgerKind, PointsAccountRecord } from './shoppingSlice';

/** The first points line id a session hands out (the seeds use 1–3). */
export const FIRST_POINTS_LINE_ID = 4;

/** The owner's points (none yet: a zero balance and an empty ledger). */
export function pointsOf(state: ShopState, owner: OwnerKey): PointsAccountRecord {
  const points = state.shopping.points;
  points[owner] ??= { balance: 0, expiring: null, ledger: [] };
  return points[owner];
}

/** The points that expire soon: never more than the balance. */
export function expiringPoints(account: PointsAccountRecord): number {
  return Math.min(account.expiring?.points ?? 0, account.balance);
}

/**
 * Moves the owner's balance by `change` and writes the ledger line (newest first); a spend above
 * the balance is refused (the balance never goes below zero). No change writes nothing.
 */
export function changePoints(
  state: ShopState,
  owner: OwnerKey,
  line: { readonly change: number; readonly kind: LedgerKind; readonly orderId: string | null; readonly at: string },
): ShopOutcome<LedgerEntryRecord | null> {
  const account = pointsOf(state, owner);
  if (line.change === 0) return null;
  if (account.balance + line.change < 0) return refuse('pointsBalance', SHOPPING_MESSAGES.pointsBalance);
  const id = newId(state, 'pointsLine', FIRST_POINTS_LINE_ID);
  if (isFailure(id)) return id;
  const entry: LedgerEntryRecord = { id, kind: line.kind, change: line.change, created_at: line.at, order_id: line.orderId };
  account.balance += line.change;
  account.ledger.unshift(entry);
  return entry;
}

/** The owner's shop credit (none yet: zero). */
export function creditOf(state: ShopState, owner: OwnerKey): CreditAccountRecord {
  return state.shopping.credit[owner] ?? { balance: 0, ledger: [] };
}

/** The owner's cash cards (gift cards with a balance). */
export function cashCardsOf(state: ShopState, owner: OwnerKey): readonly CashCardRecord[] {
  return state.shopping.cashCards[owner] ?? [];
}
