import { isSafeRedirect, type CouponNotice, type NewUserFreeGift, type UpUserLevel } from '../../../api';

/** The footer data's notices as the home page shows them (spec §3 new_user_free_gift, footer_coupon, up_user_level). */
export interface HomeNotices {
  /** new_user_free_gift with show on: its picture and where it leads. */
  readonly freeGift?: { readonly imageUrl: string; readonly href: string };
  /** footer_coupon (coupon_notice) with show on: the server's text and where to see the coupons. */
  readonly coupon?: { readonly text: string; readonly href?: string };
  /** up_user_level with show on (logged-in shoppers only): the new level's name. */
  readonly levelUp?: { readonly levelName: string };
}

/** The session's footer fields (spec §3 store state) the notices come from. */
export interface NoticeSource {
  readonly isLogin: boolean;
  readonly new_user_free_gift: NewUserFreeGift | null;
  readonly footer_coupon: CouponNotice | null;
  readonly up_user_level: UpUserLevel | null;
}

/** Any shop's origin: a path isSafeRedirect keeps on it stays on every shop's origin. */
const ANY_SHOP = 'https://shop.invalid';

/** The footer data's link when it is a path of the shop (`/m/gift`); another site, `//host` or `javascript:` gives undefined. */
function shopPath(href: string | null | undefined): string | undefined {
  return href && href.startsWith('/') && isSafeRedirect(href, { origin: ANY_SHOP }) ? href : undefined;
}

/**
 * Which notices show: each only with its `show` flag on and something to show (a gift needs its
 * picture and an address of the shop, a coupon notice its text: its link only when it is a path of
 * the shop); the level-up notice only for logged-in shoppers.
 */
export function homeNotices({ isLogin, new_user_free_gift: gift, footer_coupon: coupon, up_user_level: level }: NoticeSource): HomeNotices {
  const giftHref = shopPath(gift?.url);
  const couponHref = shopPath(coupon?.url);
  return {
    ...(gift?.show && gift.image && giftHref ? { freeGift: { imageUrl: gift.image, href: giftHref } } : {}),
    ...(coupon?.show && coupon.text ? { coupon: { text: coupon.text, ...(couponHref ? { href: couponHref } : {}) } } : {}),
    ...(isLogin && level?.show && level.level_name ? { levelUp: { levelName: level.level_name } } : {}),
  };
}
