import { isSafeRedirect } from '../../../api';

/** Where a shopper goes after signing in when nothing safer is known (the account centre is not served yet). */
export const SIGNED_IN_FALLBACK = '/m';

/** Hosts the WeChat login link may lead to besides the shop itself (spec §3 WeChat login_link). */
export const WECHAT_LOGIN_HOSTS: readonly string[] = ['open.weixin.qq.com'];

/**
 * A return address as a path of the shop (`/m/shop_cart.php?x=1`), or null when the candidate is
 * missing or isSafeRedirect refuses it (another site, `javascript:`, `//host`, encoded tricks).
 */
export function safeReturnPath(candidate: string | null | undefined, origin: string): string | null {
  if (!candidate || !isSafeRedirect(candidate, { origin })) return null;
  const url = new URL(candidate, origin);
  if (url.origin !== new URL(origin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The first safe address of the candidates, in order, else the fallback. */
export function firstSafeReturnPath(candidates: readonly (string | null | undefined)[], origin: string): string {
  for (const candidate of candidates) {
    const path = safeReturnPath(candidate, origin);
    if (path) return path;
  }
  return SIGNED_IN_FALLBACK;
}

/** The WeChat login link when isSafeRedirect allows it (the shop or WeChat's own login host), else null. */
export function safeWechatLink(link: string | null | undefined, origin: string): string | null {
  return link && isSafeRedirect(link, { origin, allowList: WECHAT_LOGIN_HOSTS }) ? link : null;
}
