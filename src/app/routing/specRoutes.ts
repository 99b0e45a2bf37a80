/**
 * The routes of spec §2 ("Screens and routes"), as data: every path the specification lists, in
 * react-router pattern syntax (all under /m), with its route name. The names the spec shows (home,
 * brand, brand-product, classify, cart, centre, promo, list, tarot, koko-zodiac-box, booking, order
 * confirm, lucky_game) are kept; every other page is named after its path. `npm run routes:report`
 * matches each entry against the route table.
 */
export interface SpecRoute {
  /** The pattern, e.g. `/m/list/:sign1`. */
  readonly path: string;
  readonly name: string;
  /** The group of spec §2 it is listed under. */
  readonly group: 'plain' | 'account' | 'blogger' | 'booking' | 'community' | 'other' | 'refunds' | 'parameterised';
}

/** `account/my_review/rule` → `account-my_review-rule`; `.php` dropped. */
export function nameFromPath(path: string): string {
  return path.replace(/^\/m\/?/, '').replace(/\.php$/i, '').replace(/\.php\//gi, '/').split('/').join('-');
}

const NAMED: Readonly<Record<string, string>> = {
  '/m': 'home',
  '/m/classify.php': 'classify',
  '/m/shop_cart.php': 'cart',
  '/m/center.php': 'centre',
  '/m/promo': 'promo',
  '/m/list': 'list',
  '/m/tarot': 'tarot',
  '/m/koko/zodiac-box': 'koko-zodiac-box',
  '/m/booking': 'booking',
  '/m/orderconfirm': 'order confirm',
  '/m/lucky_game/anniversary_11th': 'lucky_game',
  '/m/brand/:sign?': 'brand',
  '/m/:brand/:product': 'brand-product',
  '/m/list/:sign1': 'list-sign1',
  '/m/list/:sign1/:sign2': 'list-sign1-sign2',
  '/m/booking/:sign': 'booking-sign',
  '/m/booking/:sign/:sign1': 'booking-sign-sign1',
  '/m/rank/:rank_type?/:period': 'rank',
  '/m/community/:sign': 'community-sign',
};

const group = (name: SpecRoute['group'], base: string, paths: readonly string[]): SpecRoute[] =>
  paths.map((path) => {
    const full = path === '' ? base : `${base}/${path}`;
    return { path: full, name: NAMED[full] ?? nameFromPath(full), group: name };
  });

export const SPEC_ROUTES: readonly SpecRoute[] = [
  ...group('plain', '/m', [
    '',
    'auto_promo',
    'beauty_profile',
    'best_sellers',
    'blogger',
    'booking',
    'booking_appointment_service',
    'brand_calendar',
    'brand_review',
    'buy_again_team',
    'center.php',
    'classify.php',
    'community',
    'favorite.php',
    'feedback.php',
    'gift',
    'history_coupon',
    'list',
    'login.php',
    'luck_draw.php',
    'lucky-draws',
    'mall.php',
    'membership',
    'my_question.php',
    'my.php',
    'mycoupon.php',
    'myprofile.php',
    'offline_payment',
    'order_paid_sent_coupon',
    'orderconfirm',
    'payment_result',
    'product_lottery.php',
    'promo',
    'repass.php',
    'review',
    'search',
    'shop_cart.php',
    'signup.php',
    'tarot',
    'review/detail',
  ]),
  ...group('account', '/m/account', [
    'cash_card.php',
    'change_pwd.php',
    'deletion',
    'Exchange_Return.php',
    'help.php',
    'konvypoint.php',
    'my_card.php',
    'my_credit.php',
    'my_draws',
    'my_review.php',
    'my_review/rule',
    'my_review/write_rule',
    'nps',
    'RecentlyView.php',
    'reminder.php',
    'setting.php',
    'similar_pro',
    'write_review.php',
    'reset-email',
    'reset-phone',
  ]),
  ...group('blogger', '/m/blogger', ['blogger_cashback', 'blogger_form', 'blogger_msg', 'blogger_progress']),
  ...group('booking', '/m/booking', [
    'help/contact',
    'help/question',
    'income',
    'my-profile/config',
    'order/detail',
    'order/refund',
    'order/availability/config',
    'order/availability/settings',
    'service/config',
    'service/create',
    'service/detail',
    'settled/agreement',
    'staff/config',
    'staff/create',
    'store/config',
    'store/detail',
    'verification',
  ]),
  ...group('community', '/m/community', ['report.php', 'share.php', 'tag_detail.php', 'team.php', 'feed/detail', ':sign']),
  ...group('other', '/m', [
    'game/anniversary_10th',
    'gift/result',
    'koko/anniversary_13th',
    'koko/zodiac-box',
    'lucky_game/anniversary_11th',
    'orderconfirm/await',
    'privacy/policy',
    'webview/event',
    'webview/pos',
  ]),
  ...group('refunds', '/m/order/refund', [
    'book_type',
    'branch',
    'pickUp',
    'refund_detail.php',
    'refund_list.php',
    'request_one.php',
    'request.php',
    'kv_test_refund_delivery',
  ]),
  ...group('parameterised', '/m', [
    'booking/:sign',
    'booking/:sign/:sign1',
    'brand/:sign?',
    'list/:sign1',
    'list/:sign1/:sign2',
    'rank/:rank_type?/:period',
    ':brand/:product',
  ]),
];

/** Sample values that pass each parameter's validation, to test a pattern against the table. */
const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  sign: 'lotus-dew',
  sign1: 'sun-care',
  sign2: 'spf50',
  brand: 'lotus-dew',
  product: 'turmeric-serum-1001.html',
  rank_type: 'hot',
  period: 'week',
};

/** A concrete address for a pattern: `/m/list/:sign1` → `/m/list/sun-care`. */
export function samplePathFor(pattern: string): string {
  return pattern.replace(/:([A-Za-z0-9_]+)\??/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x');
}
