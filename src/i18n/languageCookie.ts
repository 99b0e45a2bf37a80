import type { Locale } from '../format/locale';
import { DEFAULT_LOCALE } from './defaults';
import { normalizeLocale } from './normalizeLocale';

/** The cookie that keeps the chosen language (spec §9). */
export const LANGUAGE_COOKIE = 'f34c_lang2';

/** How long the language cookie lives (spec §9: cookies expire after 365 days). */
export const LANGUAGE_COOKIE_MAX_AGE_DAYS = 365;

/** Only this much of a cookie string is parsed; real cookie headers stay well below it. */
export const COOKIE_PARSE_LIMIT = 8 * 1024;

const SECONDS_PER_DAY = 24 * 60 * 60;

export interface LanguageCookieOptions {
  /** Adds `Secure` (the page is served over https). */
  secure?: boolean;
}

/**
 * The `document.cookie` assignment that saves the locale, e.g.
 * `f34c_lang2=th_TH; Max-Age=31536000; Path=/; SameSite=Lax`. A value that is not a storefront
 * locale at run time is written as the default locale, so nothing else can reach the cookie.
 */
export function serializeLanguageCookie(locale: Locale, options: LanguageCookieOptions = {}): string {
  const value = normalizeLocale(locale) ?? DEFAULT_LOCALE;
  const maxAge = LANGUAGE_COOKIE_MAX_AGE_DAYS * SECONDS_PER_DAY;
  const secure = options.secure === true ? '; Secure' : '';
  return `${LANGUAGE_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

/**
 * The raw value of cookie `name` in a `document.cookie` / `Cookie` header string, or undefined.
 * The value is not validated. Tolerates pairs without `=`, stray spaces, quoting and bad
 * percent-encoding; the first of duplicated names wins (the most specific path, as browsers order
 * them). Only the first COOKIE_PARSE_LIMIT characters are read, and a pair cut by that limit is
 * dropped rather than read in part.
 */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  if (typeof cookieHeader !== 'string') return undefined;
  let header = cookieHeader;
  if (header.length > COOKIE_PARSE_LIMIT) {
    // Keep whole pairs only: cut at the last separator within the limit (or right after it).
    header = header.slice(0, COOKIE_PARSE_LIMIT + 1);
    header = header.slice(0, Math.max(0, header.lastIndexOf(';')));
  }
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1) continue;
    if (pair.slice(0, equals).trim() !== name) continue;
    return decode(unquote(pair.slice(equals + 1).trim()));
  }
  return undefined;
}

/** The raw value of the language cookie, or undefined (not validated: pass it to detectLocale or normalizeLocale). */
export function readLanguageCookie(cookieHeader: string): string | undefined {
  return readCookie(cookieHeader, LANGUAGE_COOKIE);
}
