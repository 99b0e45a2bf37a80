import {
  addBrandTerm,
  addTerm,
  brandTerms,
  BRAND_SEARCH_HISTORY_COOKIE,
  clearHistoryCookie,
  decodeBrandHistory,
  decodeHistory,
  encodeBrandHistory,
  encodeHistory,
  readCookie,
  SEARCH_HISTORY_COOKIE,
  serializeHistoryCookie,
  type SearchHistory,
} from './searchHistoryCookie';

/** Where the cookies are read and written: `document` in the browser (a fake in tests). */
export interface CookieJar {
  cookie: string;
}

function jar(): CookieJar | null {
  return typeof document === 'undefined' ? null : document;
}

const secure = () => typeof location !== 'undefined' && location.protocol === 'https:';

/** The history the page shows: the brand's own when searching within a brand, else the shop-wide one. */
export function readSearchHistory(brandSign: string | null, cookies: CookieJar | null = jar()): SearchHistory {
  if (!cookies) return [];
  if (brandSign) return brandTerms(decodeBrandHistory(readCookie(cookies.cookie, BRAND_SEARCH_HISTORY_COOKIE)), brandSign);
  return decodeHistory(readCookie(cookies.cookie, SEARCH_HISTORY_COOKIE));
}

/** Records a submitted term (in the brand's history too when searching within a brand); returns the history to show. */
export function recordSearch(term: string, brandSign: string | null, cookies: CookieJar | null = jar()): SearchHistory {
  if (!cookies) return [];
  const shop = addTerm(decodeHistory(readCookie(cookies.cookie, SEARCH_HISTORY_COOKIE)), term);
  cookies.cookie = serializeHistoryCookie(SEARCH_HISTORY_COOKIE, encodeHistory(shop), { secure: secure() });
  if (!brandSign) return shop;
  const brands = addBrandTerm(decodeBrandHistory(readCookie(cookies.cookie, BRAND_SEARCH_HISTORY_COOKIE)), brandSign, term);
  cookies.cookie = serializeHistoryCookie(BRAND_SEARCH_HISTORY_COOKIE, encodeBrandHistory(brands), { secure: secure() });
  return brandTerms(brands, brandSign);
}

/** Clears the history shown: the brand's terms when searching within a brand, else the shop-wide history. */
export function clearSearchHistory(brandSign: string | null, cookies: CookieJar | null = jar()): void {
  if (!cookies) return;
  if (!brandSign) {
    cookies.cookie = clearHistoryCookie(SEARCH_HISTORY_COOKIE);
    return;
  }
  const brands = decodeBrandHistory(readCookie(cookies.cookie, BRAND_SEARCH_HISTORY_COOKIE)).filter(([sign]) => sign !== brandSign);
  cookies.cookie = serializeHistoryCookie(BRAND_SEARCH_HISTORY_COOKIE, encodeBrandHistory(brands), { secure: secure() });
}
