import type { z } from 'zod';
import type { cartEntrySchema } from '../../../src/api/schemas/cart';
import type { orderItemSchema, orderSchema } from '../../../src/api/schemas/order';
import type { refundSchema } from '../../../src/api/schemas/refund';
import type { cashCardListSchema, creditSchema, pointsSchema } from '../../../src/api/schemas/userCenter';

/** Whose cart, coupons or points: a user id as text, or `guest` for the session's guest. */
export type OwnerKey = string;

/** A cart line: the team (a specification's own id), how many, selected, the shopper's note. */
export type CartLineRecord = Pick<z.input<typeof cartEntrySchema>, 'special_remark'> & {
  cart_id: string;
  team_id: string;
  quantity: number;
  selected: 0 | 1;
  /** An add-on deal's price and promotion; null for a line at the product's own price. */
  addbuy: { price: number; promotion_mgr_id: string } | null;
};

/**
 * unpaid → paid (paid, not yet picked by the warehouse) → unshipped (being packed) → shipped →
 * finished; or cancelled. The fixtures' seeded orders start at unpaid, unshipped, shipped, finished.
 */
export type OrderStatus = 'unpaid' | 'paid' | 'unshipped' | 'shipped' | 'finished' | 'cancelled';

/** A line of an order: its team, quantity and unit price when ordered (whether it was reviewed comes from the reviews). */
export type OrderLineRecord = Omit<z.input<typeof orderItemSchema>, 'product' | 'image1' | 'team_id' | 'quantity' | 'price' | 'reviewed'> & {
  team_id: string;
  quantity: number;
  price: number;
};

/** An order: lines, money (goods, promotion, coupon, points, shipping, paid), status history. */
export type OrderRecord = Pick<z.input<typeof orderSchema>, 'order_sn' | 'created_at'> & {
  order_id: string;
  /** The account that placed it. */
  owner: number;
  status: OrderStatus;
  items: OrderLineRecord[];
  goods_total: number;
  promotion_off: number;
  coupon_id: string | null;
  coupon_off: number;
  points_used: number;
  points_off: number;
  shipping_fee: number;
  pay_total: number;
  payment_method: string;
  address_id: string | null;
  remark: string | null;
  history: { status: OrderStatus; at: string }[];
  /** Deleted by the shopper (finished or cancelled orders only): no longer listed. */
  deleted: boolean;
};

/** A coupon the owner holds: when claimed, and when and on which order it was used. */
export interface WalletCouponRecord {
  wallet_id: number;
  coupon_id: string;
  claimed_at: string;
  used_at: string | null;
  order_id: string | null;
}

/** What a points or credit line was for (rendered in the request's language). */
export type LedgerKind = 'order_earned' | 'order_spent' | 'coupon_redeemed' | 'refund_credit' | 'lucky_draw';

type PointsLine = z.infer<typeof pointsSchema>['list'][number];
/** One points or credit line: its change and time; the title comes from `kind`. */
export type LedgerEntryRecord = Omit<PointsLine, 'title' | 'id' | 'change'> & { id: number; kind: LedgerKind; change: number; order_id: string | null };

/**
 * An account's points: the balance carried over from before the ledger the shop keeps, the part
 * that expires soon, and the ledger, newest first. The balance is derived (carried plus the
 * ledger's changes, see pointsOps' balanceOf), never stored beside them.
 */
export interface PointsAccountRecord {
  carried: number;
  expiring: { points: number; at: string } | null;
  ledger: LedgerEntryRecord[];
}

/** An account's shop credit (refunds paid as credit): the balance carried over and its lines, newest first (the balance is derived). */
export type CreditAccountRecord = Omit<z.input<typeof creditSchema>, 'balance' | 'list'> & { carried: number; ledger: LedgerEntryRecord[] };

export type CashCardRecord = z.infer<typeof cashCardListSchema>['list'][number];

/** pending → approved → refunded; or cancelled by the shopper. */
export type RefundStatus = 'pending' | 'approved' | 'refunded' | 'cancelled';

/** How the goods go back: dropped at a branch or picked up in a slot. */
export interface ReturnMethodRecord {
  book_type: 'branch' | 'pickup';
  branch_id: string | null;
  pickup_date: string | null;
  pickup_time: string | null;
}

/** A refund request on an order: which lines, why, how much, its progress and the return method. */
export type RefundRecord = Pick<z.input<typeof refundSchema>, 'created_at'> & {
  refund_id: string;
  order_id: string;
  owner: number;
  status: RefundStatus;
  team_ids: string[];
  reason_id: string;
  amount: number;
  remark: string | null;
  images: string[];
  /** When the shop picked the request up (the "shop review" step). */
  reviewed_at: string | null;
  refunded_at: string | null;
  cancelled_at: string | null;
  return_method: ReturnMethodRecord | null;
};

/**
 * Cart, orders with their status history, coupons, points ledger, membership and refunds. Every
 * record is plain, locale-free data keyed by owner (user id) or carrying its owner; names and titles
 * are rendered at read time.
 */
export interface ShoppingSlice {
  /** Cart lines per owner, oldest first. */
  carts: Record<OwnerKey, CartLineRecord[]>;
  /** Units in stock per team id (specifications included). */
  stock: Record<string, number>;
  /** Every account's orders, newest first. */
  orders: OrderRecord[];
  /** Coupons held per owner, newest claim first. */
  wallets: Record<OwnerKey, WalletCouponRecord[]>;
  points: Record<OwnerKey, PointsAccountRecord>;
  credit: Record<OwnerKey, CreditAccountRecord>;
  cashCards: Record<OwnerKey, CashCardRecord[]>;
  /** Spending before the orders the shop keeps (counts for the membership level). */
  earlierPaid: Record<OwnerKey, number>;
  /** Every account's refund requests, newest first. */
  refunds: RefundRecord[];
}
