import type { Order } from '../../../api';
import type { OrderStatus as CardStatus } from '../../../components/OrderCard';
import { orderDetailAddress } from './orderTabs';

/** What a shopper can do with an order (the buttons under it, by its status). */
export const ORDER_ACTIONS = ['pay', 'cancel', 'track', 'confirm', 'review', 'refund', 'buyAgain', 'delete'] as const;
export type OrderActionId = (typeof ORDER_ACTIONS)[number];

/** The actions that change the order on the backend and ask for a confirmation first. */
export const CONFIRMED_ACTIONS = ['cancel', 'confirm', 'delete'] as const;
export type ConfirmedAction = (typeof CONFIRMED_ACTIONS)[number];

export const isConfirmedAction = (action: OrderActionId): action is ConfirmedAction => (CONFIRMED_ACTIONS as readonly string[]).includes(action);

/** The order's lines as the card shows them: the backend's status mapped to the card's. */
export function cardStatusOf(status: string): CardStatus {
  switch (status) {
    case 'unpaid':
      return 'pendingPayment';
    case 'shipped':
      return 'shipped';
    case 'finished':
      return 'completed';
    case 'cancelled':
      return 'cancelled';
    default:
      return 'paid';
  }
}

/**
 * The actions of an order by its status: unpaid — pay, cancel; paid or being packed — refund;
 * shipped — confirm receipt, track, refund; finished — review, buy again, refund, delete;
 * cancelled — buy again, delete. Refund and buy again only when the order says they are possible.
 */
export function actionsOf(order: Pick<Order, 'status' | 'can_refund' | 'can_repurchase'>): readonly OrderActionId[] {
  const refund: OrderActionId[] = order.can_refund ? ['refund'] : [];
  const again: OrderActionId[] = order.can_repurchase === false ? [] : ['buyAgain'];
  switch (order.status) {
    case 'unpaid':
      return ['pay', 'cancel'];
    case 'paid':
    case 'unshipped':
      return refund;
    case 'shipped':
      return ['confirm', 'track', ...refund];
    case 'finished':
      return ['review', ...again, ...refund, 'delete'];
    case 'cancelled':
      return [...again, 'delete'];
    default:
      return [];
  }
}

/** The primary (filled) action of a status: the one the shopper most likely wants next. */
export const PRIMARY_ACTIONS: ReadonlySet<OrderActionId> = new Set(['pay', 'confirm', 'review']);

/** Pay now: the payment page of an unpaid order (orderconfirm/await takes `?order_id=`). */
export const payAddress = (orderId: string) => `/m/orderconfirm/await?order_id=${encodeURIComponent(orderId)}`;
/** Review: the write-review page of the order's first product (spec §2 account/write_review.php). */
export const reviewAddress = (order: Pick<Order, 'order_id' | 'items'>) =>
  `/m/account/write_review.php?order_id=${encodeURIComponent(order.order_id)}&team_id=${encodeURIComponent(order.items[0]?.team_id ?? '')}`;
/** Request a refund (spec §2 order/refund/request.php). */
export const refundAddress = (orderId: string) => `/m/order/refund/request.php?order_id=${encodeURIComponent(orderId)}`;
/** Track: the order detail, whose timeline shows where it is (the shop gives no courier link). */
export const trackAddress = (orderId: string) => `${orderDetailAddress(orderId)}#timeline`;
/** Buy again opens the cart (spec §2 shop_cart.php). */
export const CART_PATH = '/m/shop_cart.php';
