import { currentAccount, requireAccount } from '../account/accountOps';
import type { UserRecord } from '../account/accountSlice';
import { isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';

/** The signed-in user's id, or the 401 a guest gets. */
export function signedInId(state: ShopState): ShopOutcome<number> {
  const account = requireAccount(state);
  return isFailure(account) ? account : account.user.id;
}

/** The signed-in user's id, or null for a guest (reads that differ per viewer). */
export function viewerId(state: ShopState): number | null {
  return currentAccount(state)?.user.id ?? null;
}

/** An account's public face (nickname, avatar, level), or undefined when no account has the id. */
export function userOf(state: ShopState, userId: number): UserRecord | undefined {
  return state.account.accounts.find((record) => record.user.id === userId)?.user;
}
