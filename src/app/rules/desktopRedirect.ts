import { isBot, isMobileUserAgent, isWeChat } from './userAgent';

/** spec §2: the desktop login is /account/login.php. */
export const DESKTOP_LOGIN_PATH = '/account/login.php';

/**
 * spec §2 "specific mappings exist for feed detail, cart, membership, orders, coupons, login and
 * privacy policy". The spec names the pages, not the desktop paths (except the login): the others
 * are chosen and listed here for the backend team to confirm. The query is kept.
 */
export const DESKTOP_MAPPINGS: Readonly<Record<string, string>> = {
  '/m/community/feed/detail': '/community/feed_detail.php',
  '/m/shop_cart.php': '/cart.php',
  '/m/membership': '/account/membership.php',
  '/m/center.php': '/account/orders.php',
  '/m/mycoupon.php': '/account/coupons.php',
  '/m/login.php': DESKTOP_LOGIN_PATH,
  '/m/privacy/policy': '/privacy_policy.php',
};

/**
 * Routes with no desktop page, which stay on the mobile site for every visitor (spec §2 "some
 * routes are exempt"; the list is chosen): app webviews, booking, games and campaigns, payment
 * results and the tarot and zodiac features.
 */
export const DESKTOP_EXEMPT_PREFIXES: readonly string[] = [
  '/m/webview',
  '/m/booking',
  '/m/booking_appointment_service',
  '/m/game',
  '/m/koko',
  '/m/lucky_game',
  '/m/lucky-draws',
  '/m/luck_draw.php',
  '/m/tarot',
  '/m/payment_result',
  '/m/offline_payment',
  '/m/orderconfirm',
  '/m/order/refund',
  '/m/blogger',
];

export interface DesktopRedirectInput {
  /** The full address asked for, e.g. https://shop.example/m/shop_cart.php?x=1. */
  readonly url: string;
  readonly userAgent: string;
  /**
   * The host's own desktop detection when it has one (client hints, viewport); when absent the
   * user agent decides: a visitor is on a desktop when the UA is not a phone or tablet.
   */
  readonly isDesktop?: boolean;
  /** spec §3 preview (preview mode, also `?preview=1` in the address). */
  readonly preview?: boolean;
  /** Inside the shop's app webview (osPlatform 2 or 3): always mobile. */
  readonly inApp?: boolean;
  /** The desktop site's origin; the same origin when absent. */
  readonly desktopOrigin?: string;
}

function isExemptPath(pathname: string): boolean {
  return DESKTOP_EXEMPT_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The desktop path of an m path (mapping, else the path without /m). */
export function desktopPathFor(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const mapped = DESKTOP_MAPPINGS[trimmed];
  if (mapped) return mapped;
  if (trimmed === '/m') return '/';
  return trimmed.startsWith('/m/') ? trimmed.slice(2) : trimmed;
}

/**
 * spec §2 desktop redirect: a desktop visitor on an m route is sent to the matching desktop
 * address. Returns that absolute address, or null to stay (mobile devices, bots and link
 * previewers, preview mode, WeChat, app webviews, exempt routes, addresses outside /m).
 */
export function desktopRedirectTarget(input: DesktopRedirectInput): string | null {
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    return null;
  }
  if (url.pathname !== '/m' && !url.pathname.startsWith('/m/')) return null;
  const ua = input.userAgent;
  if (input.inApp || isBot(ua) || isWeChat(ua)) return null;
  if (input.preview || url.searchParams.get('preview') === '1') return null;
  const desktop = input.isDesktop ?? !isMobileUserAgent(ua);
  if (!desktop) return null;
  if (isExemptPath(url.pathname)) return null;
  const origin = input.desktopOrigin ?? url.origin;
  return `${origin.replace(/\/+$/, '')}${desktopPathFor(url.pathname)}${url.search}${url.hash}`;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** spec §2 "an http address is upgraded to https" (local development hosts excepted). Null when nothing to do. */
export function httpsUpgrade(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' || LOCAL_HOSTS.has(url.hostname)) return null;
  url.protocol = 'https:';
  return url.toString();
}
