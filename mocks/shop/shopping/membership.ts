import type { ShopState } from '../state';
import { ownerKeyOf } from './owners';
import type { OrderStatus } from './shoppingSlice';

/** Statuses of an order that is paid for. */
export const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'unshipped', 'shipped', 'finished'];

/** Membership levels by money paid (levels 1–4 as user.level; the names the account centre shows). */
export const MEMBERSHIP_LEVELS = [
  { level: 1, name: 'Member', from: 0 },
  { level: 2, name: 'Silver', from: 2_000 },
  { level: 3, name: 'Gold', from: 5_000 },
  { level: 4, name: 'Platinum', from: 20_000 },
] as const;

export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number];

/** What an account has paid: earlier spending, plus its paid orders, less what was refunded. */
export function paidTotal(state: ShopState, userId: number): number {
  const orders = state.shopping.orders.filter((order) => order.owner === userId && PAID_STATUSES.includes(order.status));
  const paid = orders.reduce((sum, order) => sum + order.pay_total, 0);
  const refunded = state.shopping.refunds
    .filter((refund) => refund.owner === userId && refund.status === 'refunded')
    .reduce((sum, refund) => sum + refund.amount, 0);
  return (state.shopping.earlierPaid[ownerKeyOf(userId)] ?? 0) + paid - refunded;
}

/** The highest level the account's paid total reaches. */
export function membershipOf(state: ShopState, userId: number): MembershipLevel {
  const total = paidTotal(state, userId);
  return [...MEMBERSHIP_LEVELS].reverse().find((level) => total >= level.from) ?? MEMBERSHIP_LEVELS[0];
}
