/**
 * Search history kept in cookies (spec §9): the latest 20 terms, and per brand the latest 20
 * terms across at most 30 brands; both cookies live 365 days. Pure: reading takes the cookie
 * header, writing returns the `document.cookie` assignment. A cookie that was tampered with or
 * cut short reads as an empty history (never an error), and only well-formed terms survive.
 */

/** The shop-wide history cookie. */
export const SEARCH_HISTORY_COOKIE = 'search_history';
/** The per-brand history cookie. */
export const BRAND_SEARCH_HISTORY_COOKIE = 'brand_search_history';
/** spec §9. */
export const MAX_HISTORY_ENTRIES = 20;
/** spec §9. */
export const MAX_HISTORY_BRANDS = 30;
/** spec §9. */
export const HISTORY_COOKIE_MAX_AGE_DAYS = 365;
/** Longer terms are cut (chosen: keeps 30 × 20 terms within reach of the cookie size limit). */
export const MAX_TERM_LENGTH = 50;
/** A brand sign is a URL segment: letters, digits, `-` and `_` (chosen). */
const BRAND_SIGN = /^[A-Za-z0-9_-]{1,64}$/;
/** Browsers drop cookies above 4096 bytes (name and value); keep the encoded value below this. */
export const MAX_COOKIE_VALUE_BYTES = 3_800;
/** Only this much of a cookie header is parsed. */
const COOKIE_PARSE_LIMIT = 16 * 1024;
const SECONDS_PER_DAY = 24 * 60 * 60;
/** A version prefix: a cookie of another shape is ignored. */
const VERSION = 'v1.';

/** Terms, newest first. */
export type SearchHistory = readonly string[];

/** Brands, most recently searched first, each with its terms newest first. */
export type BrandSearchHistory = readonly (readonly [brand: string, terms: SearchHistory])[];

/** A term as kept: trimmed, inner whitespace collapsed, control characters removed, at most MAX_TERM_LENGTH code points. */
export function normalizeTerm(term: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const cleaned = term.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(cleaned).slice(0, MAX_TERM_LENGTH).join('').trim();
}

/** The history with `term` in front (an earlier equal term moves up), at most MAX_HISTORY_ENTRIES. */
export function addTerm(history: SearchHistory, term: string): SearchHistory {
  const kept = normalizeTerm(term);
  if (!kept) return history;
  return [kept, ...history.filter((entry) => entry !== kept)].slice(0, MAX_HISTORY_ENTRIES);
}

/** The brand history with `term` in front of `brand`'s terms and `brand` first, at most MAX_HISTORY_BRANDS brands. */
export function addBrandTerm(history: BrandSearchHistory, brand: string, term: string): BrandSearchHistory {
  if (!BRAND_SIGN.test(brand) || !normalizeTerm(term)) return history;
  const previous = history.find(([sign]) => sign === brand)?.[1] ?? [];
  const others = history.filter(([sign]) => sign !== brand);
  return [[brand, addTerm(previous, term)] as const, ...others].slice(0, MAX_HISTORY_BRANDS);
}

/** The terms searched within one brand, newest first. */
export function brandTerms(history: BrandSearchHistory, brand: string): SearchHistory {
  return history.find(([sign]) => sign === brand)?.[1] ?? [];
}

function sanitizeTerms(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') continue;
    const term = normalizeTerm(item);
    if (term && !out.includes(term)) out.push(term);
    if (out.length === MAX_HISTORY_ENTRIES) break;
  }
  return out;
}

function parseValue(raw: string | undefined): unknown {
  if (raw === undefined || !raw.startsWith(VERSION)) return undefined;
  try {
    return JSON.parse(decodeURIComponent(raw.slice(VERSION.length))) as unknown;
  } catch {
    return undefined;
  }
}

function encodeValue(value: unknown): string {
  return VERSION + encodeURIComponent(JSON.stringify(value));
}

/** The cookie value of a history; older terms are dropped until it fits MAX_COOKIE_VALUE_BYTES. */
export function encodeHistory(history: SearchHistory): string {
  let terms = sanitizeTerms(history);
  let encoded = encodeValue(terms);
  while (encoded.length > MAX_COOKIE_VALUE_BYTES && terms.length > 0) {
    terms = terms.slice(0, -1);
    encoded = encodeValue(terms);
  }
  return encoded;
}

/** A history from its cookie value; anything malformed reads as empty. */
export function decodeHistory(raw: string | undefined): SearchHistory {
  return sanitizeTerms(parseValue(raw));
}

function sanitizeBrands(value: unknown): [string, string[]][] {
  if (!Array.isArray(value)) return [];
  const out: [string, string[]][] = [];
  for (const item of value) {
    if (!Array.isArray(item) || item.length !== 2) continue;
    const [brand, terms] = item as [unknown, unknown];
    if (typeof brand !== 'string' || !BRAND_SIGN.test(brand) || out.some(([sign]) => sign === brand)) continue;
    const kept = sanitizeTerms(terms);
    if (kept.length > 0) out.push([brand, kept]);
    if (out.length === MAX_HISTORY_BRANDS) break;
  }
  return out;
}

/**
 * The cookie value of a brand history. When it would not fit MAX_COOKIE_VALUE_BYTES the oldest
 * terms of the least recent brands go first (chosen: 30 × 20 long terms cannot fit one cookie).
 */
export function encodeBrandHistory(history: BrandSearchHistory): string {
  let brands = sanitizeBrands(history);
  let encoded = encodeValue(brands);
  while (encoded.length > MAX_COOKIE_VALUE_BYTES && brands.length > 0) {
    const last = brands[brands.length - 1];
    if (!last || last[1].length <= 1) brands = brands.slice(0, -1);
    else brands = [...brands.slice(0, -1), [last[0], last[1].slice(0, -1)]];
    encoded = encodeValue(brands);
  }
  return encoded;
}

/** A brand history from its cookie value; anything malformed reads as empty. */
export function decodeBrandHistory(raw: string | undefined): BrandSearchHistory {
  return sanitizeBrands(parseValue(raw));
}

/** The raw value of cookie `name` in a `document.cookie` string (the first wins), or undefined. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  if (typeof cookieHeader !== 'string') return undefined;
  for (const pair of cookieHeader.slice(0, COOKIE_PARSE_LIMIT).split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1) continue;
    if (pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim();
  }
  return undefined;
}

/** The `document.cookie` assignment that keeps `value` for 365 days. */
export function serializeHistoryCookie(name: string, value: string, options: { secure?: boolean } = {}): string {
  const maxAge = HISTORY_COOKIE_MAX_AGE_DAYS * SECONDS_PER_DAY;
  return `${name}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${options.secure === true ? '; Secure' : ''}`;
}

/** The assignment that removes the cookie. */
export function clearHistoryCookie(name: string): string {
  return `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
