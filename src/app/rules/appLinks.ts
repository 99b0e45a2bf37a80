import { productIdFromSlug } from './productAddress';
import { splitPath } from './mobilePrefix';

/** The app's URL scheme (chosen: the spec does not name it); hosts pass their own. */
export const DEFAULT_APP_SCHEME = 'beautyshop';

/**
 * spec §2: inside the app webviews most navigation uses native deep links. Returns the deep link
 * that opens the native screen for an m address, or null when the page has no native screen and
 * stays in the webview. The screens and their names are chosen (the spec lists none).
 */
export function appDeepLink(address: string, scheme: string = DEFAULT_APP_SCHEME): string | null {
  const { pathname, rest } = splitPath(address);
  const query = new URLSearchParams(rest.startsWith('?') ? rest.slice(1).split('#')[0] : '');
  const path = pathname.length > 2 ? pathname.replace(/\/+$/, '') : pathname;
  const link = (screen: string, params: Record<string, string> = {}): string => {
    const search = new URLSearchParams(params).toString();
    return `${scheme}://${screen}${search ? `?${search}` : ''}`;
  };
  if (path === '/m' || path === '/m/') return link('home');
  if (path === '/m/shop_cart.php') return link('cart');
  if (path === '/m/center.php' || path === '/m/my.php') return link('centre');
  if (path === '/m/login.php') return link('login');
  if (path === '/m/search') return link('search', query.get('keyword') ? { keyword: query.get('keyword') ?? '' } : {});
  if (path === '/m/classify.php') return link('classify');
  const brand = /^\/m\/brand\/([^/]+)$/.exec(path);
  if (brand?.[1]) return link('brand', { sign: brand[1] });
  const product = /^\/m\/([^/]+)\/([^/]+\.html)$/.exec(path);
  if (product?.[2] && product[1] !== 'brand') {
    const id = productIdFromSlug(product[2]);
    if (id) return link('product', { id });
  }
  return null;
}

/** Pages of the account area: without history, back from them goes to the centre. */
const CENTRE_AREA = [/^\/m\/account(\/|$)/, /^\/m\/order(\/|$)/, /^\/m\/(mycoupon|myprofile|my_question|favorite|history_coupon|feedback)\.php$/, /^\/m\/history_coupon$/, /^\/m\/membership$/];

export type BackAction =
  | { readonly kind: 'history' }
  | { readonly kind: 'native' }
  | { readonly kind: 'navigate'; readonly to: '/m/center.php' | '/m' };

/**
 * spec §2: back goes to the previous page when there is history; inside the app without history
 * it goes to the app's previous screen (native back); on the web without history it goes to the
 * centre (from account pages) or home.
 */
export function backAction(input: { inApp: boolean; hasHistory: boolean; pathname: string }): BackAction {
  if (input.hasHistory) return { kind: 'history' };
  if (input.inApp) return { kind: 'native' };
  return CENTRE_AREA.some((pattern) => pattern.test(input.pathname)) ? { kind: 'navigate', to: '/m/center.php' } : { kind: 'navigate', to: '/m' };
}
