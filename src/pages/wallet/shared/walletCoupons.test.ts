import { describe, expect, it } from 'vitest';
import { couponSchema } from '../../../api';
import { couponPageOf, couponUseAddress, myCouponsAddress, walletCardState, walletTabOf } from './walletCoupons';

const coupon = (status?: string) =>
  couponSchema.parse({ id: 'C-1', title: 'x', coupon_value: 10, coupon_type: 0, money: 0, ...(status ? { status } : {}) });

describe('wallet coupons', () => {
  it('reads the tab, falling back to usable', () => {
    expect(walletTabOf('used')).toBe('used');
    expect(walletTabOf('expired')).toBe('expired');
    expect(walletTabOf(null)).toBe('usable');
    expect(walletTabOf('<script>')).toBe('usable');
    expect(walletTabOf('available')).toBe('usable');
  });

  it('builds the addresses', () => {
    expect(myCouponsAddress()).toBe('/m/mycoupon.php');
    expect(myCouponsAddress('expired')).toBe('/m/mycoupon.php?tab=expired');
    expect(couponUseAddress({ id: 'C 3&1' })).toBe('/m/list?coupon_id=C%203%261');
  });

  it('knows whether another page follows', () => {
    const list = [coupon()];
    expect(couponPageOf({ list, paging: { has_more: true } }, 1).hasMore).toBe(true);
    expect(couponPageOf({ list, paging: { page_size: 1, total: 2 } }, 1).hasMore).toBe(true);
    expect(couponPageOf({ list, paging: { page_size: 1, total: 2 } }, 2).hasMore).toBe(false);
    expect(couponPageOf({ list: [], paging: { has_more: true } }, 1).hasMore).toBe(false);
    expect(couponPageOf({ list }, 1).hasMore).toBe(false);
  });

  it('takes the card state from the coupon, else the tab', () => {
    expect(walletCardState(coupon('used'), 'usable')).toBe('used');
    expect(walletCardState(coupon('expired'), 'usable')).toBe('expired');
    expect(walletCardState(coupon('usable'), 'used')).toBe('used');
    expect(walletCardState(coupon(), 'usable')).toBe('usable');
  });
});
