import { isFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import type { OwnerKey } from './owners';
import { refuse, SHOPPING_MESSAGES } from './shoppingRules';
import type { CashCardRecord, CreditAccountRecord, LedgerEntryRecord, LedgerKind, PointsAccountRecord } from './shoppingSlice';

/** The first points line id a session hands out (the seeds use 1–3). */
export const FIRST_POINTS_LINE_ID = 4;

const NO_POINTS: PointsAccountRecord = { carried: 0, expiring: null, ledger: [] };

/** The owner's points (none yet: nothing carried and an empty ledger); reading creates nothing. */
export function pointsOf(state: ShopState, owner: OwnerKey): PointsAccountRecord {
  return state.shopping.points[owner] ?? NO_POINTS;
}

/** A balance, derived from its source: what was carried over plus every line of the ledger. */
export function balanceOf(account: { readonly carried: number; readonly ledger: readonly LedgerEntryRecord[] }): number {
  return account.ledger.reduce((sum, line) => sum + line.change, account.carried);
}

/** The owner's points balance. */
export function pointsBalance(state: ShopState, owner: OwnerKey): number {
  return balanceOf(pointsOf(state, owner));
}

/** The points that expire soon: never more than the balance. */
export function expiringPoints(account: PointsAccountRecord): number {
  return Math.min(account.expiring?.points ?? 0, balanceOf(account));
}

/**
 * Writes a ledger line of `change` (newest first), which moves the balance by as much; a spend
 * above the balance is refused (the balance never goes below zero). No change writes nothing.
 */
export function changePoints(
  state: ShopState,
  owner: OwnerKey,
  line: { readonly change: number; readonly kind: LedgerKind; readonly orderId: string | null; readonly at: string },
): ShopOutcome<LedgerEntryRecord | null> {
  if (line.change === 0) return null;
  if (pointsBalance(state, owner) + line.change < 0) return refuse('pointsBalance', SHOPPING_MESSAGES.pointsBalance);
  const id = newId(state, 'pointsLine', FIRST_POINTS_LINE_ID);
  if (isFailure(id)) return id;
  const entry: LedgerEntryRecord = { id, kind: line.kind, change: line.change, created_at: line.at, order_id: line.orderId };
  const account = (state.shopping.points[owner] ??= { carried: 0, expiring: null, ledger: [] });
  account.ledger.unshift(entry);
  return entry;
}

/** The owner's shop credit (none yet: zero); its balance is balanceOf(credit). */
export function creditOf(state: ShopState, owner: OwnerKey): CreditAccountRecord {
  return state.shopping.credit[owner] ?? { carried: 0, ledger: [] };
}

/** The owner's cash cards (gift cards with a balance). */
export function cashCardsOf(state: ShopState, owner: OwnerKey): readonly CashCardRecord[] {
  return state.shopping.cashCards[owner] ?? [];
}
