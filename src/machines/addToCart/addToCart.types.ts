import type { ApiResult, CartEntry, CartResponseData } from '../../api';
import type { FlowMessage } from '../captcha/flowMessage';

/** spec §7: the login page and the cart (routes under /m). */
export const LOGIN_PATH = '/m/login.php';
export const CART_PATH = '/m/shop_cart.php';
/** Where the flow navigates: login (app while logged out, a login failure) and the cart. */
export const ADD_TO_CART_PATHS = { login: LOGIN_PATH, cart: CART_PATH } as const;
/** The source a captcha started by this flow records. */
export const ADD_TO_CART_CAPTCHA_SOURCE = 'addToCart';
/** How many captchas one add may pass before it gives up (a second 10002 after a passed one). */
export const MAX_CAPTCHA_ROUNDS = 1;

/** The product to add (spec §3 Product fields the payload needs). */
export interface CartItem {
  team_id: string;
  quantity: number;
  /** take_down means unavailable. */
  status?: string | undefined;
  promotion_mgr_id?: string | undefined;
  coupon_id?: string | undefined;
  can_get_coupon_ids?: readonly string[] | undefined;
  source?: string | undefined;
}

/** spec §3 bundle fields that ride along with the add (spec §7 payload). */
export interface BundlePrefs {
  no_need_bundle_tip: boolean;
  last_bundle_tip_time: number | null;
}

/** What the add and the replace-and-buy calls answer. */
export type CartAddResult = ApiResult<{ data: CartResponseData; shopcartnum?: number | null | undefined }>;

export interface AddToCartContext {
  item: CartItem | null;
  isLogin: boolean;
  /** The page runs inside the shop's app (osPlatform 2 or 3). */
  inApp: boolean;
  bundle: BundlePrefs;
  /** When the add was asked for (ms since the epoch): recorded as last_bundle_tip_time when tips show. */
  at: number;
  /** The entries the cart-full answer offers to replace. */
  replaceable: readonly CartEntry[];
  /** Captchas passed for the current add. */
  captchaRounds: number;
}

export type AddToCartEvent =
  | { type: 'add'; item: CartItem; isLogin: boolean; inApp: boolean; bundle?: BundlePrefs | undefined; at?: number | undefined }
  /** Cart full: replace an item with this one and buy (replace_and_buy). */
  | { type: 'replace' }
  /** Cart full: go to the cart instead. */
  | { type: 'goToCart' }
  /** Cart full: close the dialog; nothing changes. */
  | { type: 'dismiss' };

export type AddToCartEmitted =
  /** spec §4 code 0: update the count and animate the cart. */
  | { type: 'added'; count: number | null }
  /** Show the bundle tips (only when the shopper did not turn them off). */
  | { type: 'bundleTips'; text: string; style: string | null; at: number }
  /** spec §4 code 2: open the bind-phone prompt. */
  | { type: 'bindPhone'; submit_param: Readonly<Record<string, string | number>> | null; bind_phone_tip: string | null }
  | { type: 'navigate'; to: string }
  | { type: 'toast'; tone: 'info' | 'success' | 'danger'; message: FlowMessage };
