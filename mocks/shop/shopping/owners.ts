import { currentAccount } from '../account/accountOps';
import type { ShopState } from '../state';
import type { OwnerKey } from './shoppingSlice';

export type { OwnerKey };

/** The session's guest (one per session: the state is the session's). */
export const GUEST_OWNER: OwnerKey = 'guest';

export function ownerKeyOf(userId: number | null | undefined): OwnerKey {
  return userId === null || userId === undefined ? GUEST_OWNER : String(userId);
}

/** Who the request acts for: the signed-in account, else the guest. */
export function currentOwner(state: ShopState): OwnerKey {
  return ownerKeyOf(currentAccount(state)?.user.id);
}
