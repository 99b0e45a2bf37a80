/** Where the campaign pages live (spec §2) and the pages they send the shopper to. */
export const LUCKY_DRAWS_ADDRESS = '/m/lucky-draws';
export const MY_DRAWS_ADDRESS = '/m/account/my_draws';
/** spec §2 mycoupon.php: the shopper's coupons, where a won or consolation coupon lands. */
export const MY_COUPONS_ADDRESS = '/m/mycoupon.php';
/** spec §2 shop_cart.php. */
export const CART_ADDRESS = '/m/shop_cart.php';
export const HOME_ADDRESS = '/m';
export const GIFT_ADDRESS = '/m/gift';
export const BRAND_CALENDAR_ADDRESS = '/m/brand_calendar';

/** One lucky draw: /m/luck_draw.php?id=… */
export const drawAddress = (drawId: string) => `/m/luck_draw.php?id=${encodeURIComponent(drawId)}`;

/** A chosen gift: /m/gift/result?id=… */
export const giftResultAddress = (claimId: string) => `/m/gift/result?id=${encodeURIComponent(claimId)}`;

/** The brand calendar of a month (YYYY-MM). */
export const brandCalendarAddress = (month: string) => `${BRAND_CALENDAR_ADDRESS}?month=${encodeURIComponent(month)}`;

const ID = /^[\w-]{1,64}$/;

/** A query value that can be an id (letters, digits, _ and -, at most 64), or null for a missing or hostile one. */
export function idParam(request: Request, name: string): string | null {
  const value = new URL(request.url).searchParams.get(name);
  return value !== null && ID.test(value) ? value : null;
}
