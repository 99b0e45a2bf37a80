import { readCookie } from '../i18n/languageCookie';
import { parseFormResult } from '../forms/formResult';
import { TOKEN_FIELD, type FormResult } from '../forms/formPost';

/** The cookie that holds the session's form token (the same value is in every form's hidden field). */
export const FORM_TOKEN_COOKIE = 'sf_form';
/** The cookie that carries a form post's result over its 303 to the next page (read once, then cleared). */
export const FORM_FLASH_COOKIE = 'sf_flash';
/** The flash lives a minute: long enough for the redirect on a slow phone, too short to show on a later visit. */
export const FLASH_MAX_AGE_SECONDS = 60;
/** The form token cookie lives as long as a browser session. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;
const TOKEN_BYTES = 24;
/** A flash is small (one result); anything longer is not one of ours. */
const FLASH_MAX_LENGTH = 1200;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** A fresh random form token (24 random bytes, base64url). */
export function createFormToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

/** The session's form token from the request's cookies, or null when there is none or it is not one of ours. */
export function formTokenOf(cookieHeader: string): string | null {
  const value = readCookie(cookieHeader, FORM_TOKEN_COOKIE);
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : null;
}

/** Compares two tokens in time that does not depend on where they differ. */
function sameToken(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/**
 * Why a form post is refused before anything runs (403), or null when it may run: it comes from
 * another site (the browser says `Sec-Fetch-Site: cross-site`, or its Origin is not the page's), or
 * its token field does not match the session's token cookie (missing on either side included).
 */
export function refusedPost(request: Request, form: FormData, cookieHeader: string): 'cross-site' | 'token' | null {
  const site = request.headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return 'cross-site';
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== new URL(request.url).origin) return 'cross-site';
  const expected = formTokenOf(cookieHeader);
  const submitted = form.get(TOKEN_FIELD);
  if (expected === null || typeof submitted !== 'string' || !sameToken(submitted, expected)) return 'token';
  return null;
}

const secureFlag = (secure: boolean): string => (secure ? '; Secure' : '');

/** The token cookie: HttpOnly (scripts never read it; the page has the value in its forms), for the browser session. */
export function serializeFormTokenCookie(token: string, secure: boolean): string {
  return `${FORM_TOKEN_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${secureFlag(secure)}`;
}

/** The flash cookie with a post's result, for the page the 303 goes to. */
export function serializeFlashCookie(result: FormResult, secure: boolean): string {
  const value = base64url(new TextEncoder().encode(JSON.stringify(result)));
  return `${FORM_FLASH_COOKIE}=${value}; Path=/m; Max-Age=${FLASH_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secureFlag(secure)}`;
}

/** Clears the flash once a page has shown it. */
export function clearFlashCookie(secure: boolean): string {
  return `${FORM_FLASH_COOKIE}=; Path=/m; Max-Age=0; HttpOnly; SameSite=Lax${secureFlag(secure)}`;
}

/** The post's result carried in the flash cookie, or null when there is none, or it was changed or is not one. */
export function readFlash(cookieHeader: string): FormResult | null {
  const value = readCookie(cookieHeader, FORM_FLASH_COOKIE);
  if (!value || value.length > FLASH_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const text = fromBase64url(value);
  if (text === null) return null;
  try {
    return parseFormResult(JSON.parse(text));
  } catch {
    return null;
  }
}

/** True when the request is a form post the server handles (a browser without JavaScript, or before it ran). */
export function isFormPost(request: Request): boolean {
  if (request.method !== 'POST') return false;
  const type = request.headers.get('content-type') ?? '';
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}
