import { describe, expect, it } from 'vitest';
import { hasMobilePrefix, withMobilePrefix } from './mobilePrefix';

describe('withMobilePrefix (spec §2: a path without /m gets it)', () => {
  it.each([
    ['/', '/m'],
    ['/mall.php', '/m/mall.php'],
    ['/shop_cart.php?from=home#top', '/m/shop_cart.php?from=home#top'],
    ['/brand/lotus-dew', '/m/brand/lotus-dew'],
    ['/booking/store/detail', '/m/booking/store/detail'],
    ['/?lang=en', '/m?lang=en'],
    ['/m', null],
    ['/m/', null],
    ['/m/list/sun-care', null],
    ['/m_api/404.php', null],
    ['/wap/api/team/detail', null],
    ['/api/go/cart', null],
    ['/booking/f/wap/provider_merchant/order', null],
    ['/static/mock/a.webp', null],
    ['relative/path', null],
  ])('%s → %s', (address, expected) => {
    expect(withMobilePrefix(address)).toBe(expected);
  });

  it('tells /m pages from look-alikes', () => {
    expect(hasMobilePrefix('/m')).toBe(true);
    expect(hasMobilePrefix('/m/tarot')).toBe(true);
    expect(hasMobilePrefix('/mall.php')).toBe(false);
    expect(hasMobilePrefix('/my.php')).toBe(false);
  });
});
