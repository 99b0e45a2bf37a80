import { describe, expect, it } from 'vitest';
import { userCenterSchema } from '../../../api';
import { centreAccountOf } from './centreLoader';
import { orderTabHref } from './centreLinks';

const centre = (overrides: Record<string, unknown> = {}) =>
  userCenterSchema.parse({
    user: { id: 7, username: 'ploy', avatar: '', level: 3 },
    level_name: 'Gold',
    points: 2350,
    credit: 120.5,
    coupon_count: 5,
    order_counts: { unpaid: 1, unshipped: 2, shipped: 1, review: 3, refund: 1 },
    ...overrides,
  });

describe('centreAccountOf', () => {
  it('reads the card and the order counts', () => {
    expect(centreAccountOf(centre())).toEqual({
      nickname: 'ploy',
      avatar: null,
      level: 3,
      levelName: 'Gold',
      points: 2350,
      coupons: 5,
      credit: 120.5,
      orderCounts: { unpaid: 1, unshipped: 2, shipped: 1, review: 3, refund: 1 },
    });
  });

  it('reads negative or fractional counts as whole numbers from 0', () => {
    const account = centreAccountOf(centre({ points: -4, coupon_count: 2.7, credit: -1, order_counts: { unpaid: -1, unshipped: 0, shipped: 0, review: 0, refund: 0 } }));
    expect([account.points, account.coupons, account.credit, account.orderCounts.unpaid]).toEqual([0, 2, 0, 0]);
  });
});

describe('orderTabHref', () => {
  it('filters the order list by status; refunds have their own list', () => {
    expect(orderTabHref('unshipped')).toBe('/m/my.php?status=unshipped');
    expect(orderTabHref('refund')).toBe('/m/order/refund/refund_list.php');
  });
});
