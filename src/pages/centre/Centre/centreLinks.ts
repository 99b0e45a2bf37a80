import type { OrderStatusKey } from './centreLoader';

/** spec §2 addresses the centre links to. */
export const CENTRE_PATH = '/m/center.php';
export const PROFILE_PATH = '/m/myprofile.php';
export const POINTS_PATH = '/m/account/konvypoint.php';
export const MEMBERSHIP_PATH = '/m/membership';
export const COUPONS_PATH = '/m/mycoupon.php';
export const CREDIT_PATH = '/m/account/my_credit.php';
export const ORDERS_PATH = '/m/my.php';
export const REFUND_LIST_PATH = '/m/order/refund/refund_list.php';

/** The order list filtered by a tab's status; refunds have their own list. */
export function orderTabHref(status: OrderStatusKey): string {
  return status === 'refund' ? REFUND_LIST_PATH : `${ORDERS_PATH}?status=${status}`;
}

/** One shortcut: its label key below centre.shortcuts and its address. */
export interface CentreShortcut {
  readonly key:
    | 'favorites'
    | 'recentlyViewed'
    | 'reminders'
    | 'reviews'
    | 'coupons'
    | 'points'
    | 'membership'
    | 'cards'
    | 'cashCards'
    | 'credit'
    | 'addresses'
    | 'help'
    | 'feedback'
    | 'questions'
    | 'settings';
  readonly href: string;
}

/** Every account page, as the centre's shortcuts. */
export const CENTRE_SHORTCUTS: readonly CentreShortcut[] = [
  { key: 'favorites', href: '/m/favorite.php' },
  { key: 'recentlyViewed', href: '/m/account/RecentlyView.php' },
  { key: 'reminders', href: '/m/account/reminder.php' },
  { key: 'reviews', href: '/m/account/my_review.php' },
  { key: 'coupons', href: COUPONS_PATH },
  { key: 'points', href: POINTS_PATH },
  { key: 'membership', href: MEMBERSHIP_PATH },
  { key: 'cards', href: '/m/account/my_card.php' },
  { key: 'cashCards', href: '/m/account/cash_card.php' },
  { key: 'credit', href: CREDIT_PATH },
  { key: 'addresses', href: '/m/account/setting.php#addresses' },
  { key: 'help', href: '/m/account/help.php' },
  { key: 'feedback', href: '/m/feedback.php' },
  { key: 'questions', href: '/m/my_question.php' },
  { key: 'settings', href: '/m/account/setting.php' },
];
