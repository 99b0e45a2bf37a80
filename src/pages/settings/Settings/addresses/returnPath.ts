import { isSafeRedirect } from '../../../../api';

/**
 * The `redirect` query value of the settings address as a path of the shop (`/m/orderconfirm?…`),
 * or null when it is missing or isSafeRedirect refuses it (another site, `javascript:`, `//host`).
 */
export function returnPathOf(requestUrl: string): string | null {
  const url = new URL(requestUrl);
  const candidate = url.searchParams.get('redirect');
  if (!candidate || !isSafeRedirect(candidate, { origin: url.origin })) return null;
  const target = new URL(candidate, url.origin);
  if (target.origin !== url.origin || !target.pathname.startsWith('/m')) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

/** Whether the way back is the checkout (the button then says so). */
export function isCheckoutPath(path: string): boolean {
  return path === '/m/orderconfirm' || path.startsWith('/m/orderconfirm?');
}
