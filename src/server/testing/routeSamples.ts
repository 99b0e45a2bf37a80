/**
 * One address for every path pattern of the route table, for the server-rendering checks (every
 * route renders on the server and hydrates in the browser). A page added to the table must add its
 * address here: the check fails on a pattern with no sample.
 */
export const ROUTE_SAMPLES: Readonly<Record<string, string>> = {
  '': '/m',
  'brand/:sign?': '/m/brand/lotus-dew',
  'brand/:sign/:tab': '/m/brand/lotus-dew/review',
  search: '/m/search?keyword=serum',
  offline_payment: '/m/offline_payment?order_id=20250301&method=promptpay',
  orderconfirm: '/m/orderconfirm?team_id=50001&quantity=1',
  'orderconfirm/await': '/m/orderconfirm/await?order_id=20250399',
  payment_result: '/m/payment_result?order_id=20250399',
  order_paid_sent_coupon: '/m/order_paid_sent_coupon?order_id=20250399',
  'community/deleted': '/m/community/deleted?from=share',
  '*': '/m/no-such-page',
  'shop_cart.php': '/m/shop_cart.php',
  list: '/m/list?cate=3',
  'list/:sign1': '/m/list/skincare',
  'list/:sign1/:sign2': '/m/list/skincare/serum',
  'classify.php': '/m/classify.php?category=1',
  best_sellers: '/m/best_sellers',
  'rank/:rank_type?/:period': '/m/rank/week',
  promo: '/m/promo?id=610',
  auto_promo: '/m/auto_promo',
  'mall.php': '/m/mall.php',
  buy_again_team: '/m/buy_again_team',
  ':brand/:product': '/m/lotus-dew/turmeric-serum-50001.html',
  'favorite.php': '/m/favorite.php',
  'login.php': '/m/login.php?redirect=%2Fm%2Fshop_cart.php',
  'signup.php': '/m/signup.php?redirect=%2Fm%2Forderconfirm%3Fteam_id%3D50001%26quantity%3D1',
  'repass.php': '/m/repass.php',
  'account/konvypoint.php': '/m/account/konvypoint.php',
  'mycoupon.php': '/m/mycoupon.php?tab=used',
  history_coupon: '/m/history_coupon',
  membership: '/m/membership',
};
