/** The session storage key that locks Chinese tourist mode for the rest of the session. */
export const TOURIST_SESSION_KEY = 'f34c_chinese_tourist';

const MARK = '1';

/** The part of `sessionStorage` the tourist lock uses; injected, never read from globals. */
export type TouristSessionStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Locks Chinese tourist mode for the session (spec §4). Returns whether the lock was stored: storage
 * that is missing or throws (Safari private mode, quota, disabled storage) gives false, never an error.
 */
export function rememberChineseTourist(storage: TouristSessionStorage | null | undefined): boolean {
  if (storage == null) return false;
  try {
    storage.setItem(TOURIST_SESSION_KEY, MARK);
    return true;
  } catch {
    return false;
  }
}

/** Whether Chinese tourist mode was locked earlier in this session; false when storage is unusable. */
export function isChineseTouristSession(storage: TouristSessionStorage | null | undefined): boolean {
  if (storage == null) return false;
  try {
    return storage.getItem(TOURIST_SESSION_KEY) === MARK;
  } catch {
    return false;
  }
}
