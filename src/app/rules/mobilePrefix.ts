/** spec §2: every page sits under /m. */
export const MOBILE_PREFIX = '/m';

/** Paths that are never pages: the backends and static files (the router never prefixes them). */
const NOT_PAGES = [/^\/m_api(\/|$)/, /^\/wap\/api(\/|$)/, /^\/api\/go(\/|$)/, /^\/booking\/[fo]\/wap(\/|$)/, /^\/static(\/|$)/];

/** Splits `/a/b?x=1#h` into its path and the rest (query and hash kept verbatim). */
export function splitPath(address: string): { pathname: string; rest: string } {
  const index = address.search(/[?#]/);
  return index === -1 ? { pathname: address, rest: '' } : { pathname: address.slice(0, index), rest: address.slice(index) };
}

/** Whether a path is /m itself or below it (`/mall.php` is not: it needs the prefix). */
export function hasMobilePrefix(pathname: string): boolean {
  return pathname === MOBILE_PREFIX || pathname.startsWith(`${MOBILE_PREFIX}/`);
}

/**
 * spec §2: "a path without the /m prefix gets it added". Returns the prefixed address (query and
 * hash kept), or null when the address already sits under /m or is not a page (api, static).
 */
export function withMobilePrefix(address: string): string | null {
  const { pathname, rest } = splitPath(address);
  if (!pathname.startsWith('/')) return null;
  if (hasMobilePrefix(pathname)) return null;
  if (NOT_PAGES.some((pattern) => pattern.test(pathname))) return null;
  const path = pathname === '/' ? MOBILE_PREFIX : `${MOBILE_PREFIX}${pathname}`;
  return `${path}${rest}`;
}
