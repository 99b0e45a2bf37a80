import { readCookie } from './languageCookie';

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

/**
 * The session cookie that carries Chinese tourist mode to the server (it renders the tourist's
 * page in Chinese, as the browser would): no Max-Age, so it ends with the browser session.
 */
export const TOURIST_COOKIE = 'f34c_chinese_tourist';

/** The `Set-Cookie` / `document.cookie` value that locks Chinese tourist mode for the session. */
export function serializeTouristCookie(options: { secure?: boolean } = {}): string {
  return `${TOURIST_COOKIE}=${MARK}; Path=/; SameSite=Lax${options.secure === true ? '; Secure' : ''}`;
}

/** What a page request says about Chinese tourist mode. */
export interface TouristRequestFacts {
  readonly url: URL;
  readonly cookie: string;
  readonly userAgent: string;
}

/**
 * spec §4 (how a shopper is known as a Chinese tourist is not shown; chosen): the address carries
 * `is_chinese_tourists=1` (the links handed to tourists), the page opens in WeChat's browser
 * (MicroMessenger), or the tourist cookie locked the mode earlier in the session.
 */
export function isChineseTouristRequest({ url, cookie, userAgent }: TouristRequestFacts): boolean {
  return url.searchParams.get('is_chinese_tourists') === '1' || /\bMicroMessenger\//.test(userAgent) || readCookie(cookie, TOURIST_COOKIE) === MARK;
}
