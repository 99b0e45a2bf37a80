import { splitPath } from './mobilePrefix';

/**
 * spec §2 link handling, applied before routing:
 * - `list.php` is rewritten to `/m/list/` (query kept);
 * - an old brand `.html` link, `/m/brand/{brand}/{product}.html`, becomes the product page
 *   `/m/{brand}/{product}.html` (the old brand-scoped product address; chosen, the spec shows no sample).
 * Returns the new address, or null when the address is not a legacy link.
 */
export function rewriteLegacyLink(address: string): string | null {
  const { pathname, rest } = splitPath(address);
  if (pathname === '/m/list.php' || pathname === '/list.php') return `/m/list/${rest}`;
  const brandProduct = /^\/m\/brand\/([^/]+)\/([^/]+\.html)\/?$/.exec(pathname);
  if (brandProduct) return `/m/${brandProduct[1] ?? ''}/${brandProduct[2] ?? ''}${rest}`;
  return null;
}
