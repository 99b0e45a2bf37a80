import { buildCartEntry } from '../../fixtures/cart';
import { FIXED_DATES } from '../../fixtures/locale';
import { buildOrder, buildOrderItem } from '../../fixtures/orders';
import { buildRefund } from '../../fixtures/orders';
import { ACCOUNT_IDS, type SeedName } from '../seedNames';
import { seedStock } from './catalogue';
import { COUPON_CATALOGUE } from './couponCatalogue';
import { GUEST_OWNER, ownerKeyOf } from './owners';
import type { CartLineRecord, OrderLineRecord, OrderRecord, OrderStatus, RefundRecord, ShoppingSlice, WalletCouponRecord } from './shoppingSlice';

const SHOPPER = ownerKeyOf(ACCOUNT_IDS.shopper);

/** The fixtures' cart (buildCartDetail(4)): four lines, the fourth not selected. */
function fixtureCart(): CartLineRecord[] {
  return [0, 1, 2, 3].map((index) => {
    const entry = buildCartEntry(index);
    return {
      cart_id: String(entry.cart_id),
      team_id: String(entry.team.id),
      quantity: Number(entry.quantity),
      selected: entry.selected === 1 || entry.selected === true || entry.selected === '1' ? 1 : 0,
      special_remark: entry.special_remark ?? null,
      addbuy: null,
    };
  });
}

function lineOf(index: number): OrderLineRecord {
  const item = buildOrderItem(index);
  return { team_id: String(item.team_id), quantity: Number(item.quantity), price: Number(item.price) };
}

function seedOrder(
  fields: Pick<OrderRecord, 'order_id' | 'order_sn' | 'status' | 'created_at' | 'items'> & Partial<Pick<OrderRecord, 'points_used' | 'points_off'>>,
): OrderRecord {
  const goods = fields.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const pointsOff = fields.points_off ?? 0;
  const paidStatuses: readonly OrderStatus[] = ['paid', 'unshipped', 'shipped', 'finished'];
  const history: OrderRecord['history'] = [{ status: 'unpaid', at: fields.created_at }];
  if (fields.status === 'cancelled' || paidStatuses.includes(fields.status)) history.push({ status: fields.status, at: fields.created_at });
  return {
    ...fields,
    owner: ACCOUNT_IDS.shopper,
    goods_total: goods,
    promotion_off: 0,
    coupon_id: null,
    coupon_off: 0,
    points_used: fields.points_used ?? 0,
    points_off: pointsOff,
    shipping_fee: goods >= 299 ? 0 : 40,
    pay_total: goods - pointsOff,
    payment_method: 'card',
    address_id: 'A-1',
    remark: null,
    history,
    deleted: false,
  };
}

/**
 * The shopper's orders: the fixtures' four (unpaid, unshipped, shipped, finished), then a finished
 * and a cancelled one from last month and 20250399, the order the checkout fixtures paid (the
 * serum and the sunscreen, ฿30 of it with 3,000 points).
 */
function shopperOrders(): OrderRecord[] {
  const fixtures = [0, 1, 2, 3].map((index) => {
    const order = buildOrder(index);
    return seedOrder({
      order_id: String(order.order_id),
      order_sn: order.order_sn,
      status: order.status as OrderStatus,
      created_at: order.created_at,
      items: [lineOf(index), lineOf(index + 4)],
    });
  });
  return [
    ...fixtures,
    seedOrder({ order_id: '20250305', order_sn: 'TH25031004', status: 'finished', created_at: FIXED_DATES.lastMonth, items: [lineOf(9)] }),
    seedOrder({ order_id: '20250306', order_sn: 'TH25031005', status: 'cancelled', created_at: FIXED_DATES.lastMonth, items: [lineOf(10)] }),
    seedOrder({
      order_id: '20250399',
      order_sn: 'TH25039999',
      status: 'paid',
      created_at: FIXED_DATES.lastMonth,
      items: [lineOf(0), lineOf(4)],
      points_used: 3_000,
      points_off: 30,
    }),
  ];
}

/** The fixtures' five coupons unused; for the shopper also the two used earlier and the expired one. */
function wallet(withHistory: boolean): WalletCouponRecord[] {
  const usable = COUPON_CATALOGUE.filter((coupon) => coupon.fixtureIndex !== null).map((coupon, i) => ({
    wallet_id: i + 1,
    coupon_id: coupon.id,
    claimed_at: FIXED_DATES.lastMonth,
    used_at: null,
    order_id: null,
  }));
  if (!withHistory) return usable;
  const used = ['C-3001', 'C-3002'].map((couponId, i) => ({
    wallet_id: usable.length + i + 1,
    coupon_id: couponId,
    claimed_at: FIXED_DATES.lastMonth,
    used_at: FIXED_DATES.lastWeek,
    order_id: null,
  }));
  const expired = { wallet_id: usable.length + used.length + 1, coupon_id: 'C-3006', claimed_at: '2025-02-01 09:00:00', used_at: null, order_id: null };
  return [...usable, ...used, expired];
}

/** The fixtures' three refunds (pending, approved, refunded) on the first three orders' first lines. */
function shopperRefunds(): RefundRecord[] {
  return [0, 1, 2].map((index) => {
    const refund = buildRefund(index);
    const item = buildOrderItem(index);
    const status = refund.status as RefundRecord['status'];
    return {
      refund_id: String(refund.refund_id),
      order_id: String(refund.order_id),
      owner: ACCOUNT_IDS.shopper,
      status,
      team_ids: [String(item.team_id)],
      reason_id: '1',
      amount: Number(refund.amount),
      remark: null,
      images: [],
      created_at: refund.created_at,
      // The shop picked every one of them up the day after.
      reviewed_at: FIXED_DATES.yesterday,
      refunded_at: status === 'refunded' ? FIXED_DATES.yesterday : null,
      cancelled_at: null,
      return_method: index === 0 ? { book_type: 'branch', branch_id: 'B-1', pickup_date: null, pickup_time: null } : null,
    };
  });
}

/** Every seed's shopping records (see seedShopping). */
export function seedShoppingRecords(seed: SeedName): ShoppingSlice {
  const guest = seed === 'guest';
  return {
    carts: { [SHOPPER]: fixtureCart(), ...(guest ? { [GUEST_OWNER]: fixtureCart() } : {}) },
    stock: seedStock(),
    orders: shopperOrders(),
    wallets: { [SHOPPER]: wallet(true), ...(guest ? { [GUEST_OWNER]: wallet(false) } : {}) },
    points: {
      [SHOPPER]: {
        // 2,350 now: 5,730 carried over from before, +120, -500 and -3,000 since.
        carried: 5_730,
        expiring: { points: 300, at: '2025-06-30' },
        ledger: [
          { id: 1, kind: 'order_earned', change: 120, created_at: FIXED_DATES.yesterday, order_id: null },
          { id: 2, kind: 'coupon_redeemed', change: -500, created_at: FIXED_DATES.lastWeek, order_id: null },
          { id: 3, kind: 'order_spent', change: -3_000, created_at: FIXED_DATES.lastMonth, order_id: '20250399' },
        ],
      },
    },
    credit: { [SHOPPER]: { carried: 0, ledger: [{ id: 1, kind: 'refund_credit', change: 120, created_at: FIXED_DATES.lastWeek, order_id: null }] } },
    cashCards: { [SHOPPER]: [{ card_id: 'CC-1', card_no: '6200 **** **** 1234', balance: 500, expire_at: '2025-12-31' }] },
    // The tourist shopped before (a Silver member, as the user fixture's level says).
    earlierPaid: { [ownerKeyOf(ACCOUNT_IDS.tourist)]: 2_500 },
    refunds: shopperRefunds(),
  };
}
