import { describe, expect, it } from 'vitest';
import { appDeepLink, backAction } from './appLinks';

describe('appDeepLink (spec §2: native deep links inside the app)', () => {
  it.each([
    ['/m', 'beautyshop://home'],
    ['/m/', 'beautyshop://home'],
    ['/m/shop_cart.php', 'beautyshop://cart'],
    ['/m/center.php', 'beautyshop://centre'],
    ['/m/my.php', 'beautyshop://centre'],
    ['/m/login.php', 'beautyshop://login'],
    ['/m/classify.php', 'beautyshop://classify'],
    ['/m/search?keyword=sunscreen', 'beautyshop://search?keyword=sunscreen'],
    ['/m/search', 'beautyshop://search'],
    ['/m/brand/lotus-dew', 'beautyshop://brand?sign=lotus-dew'],
    ['/m/lotus-dew/turmeric-serum-1001.html', 'beautyshop://product?id=1001'],
    ['/m/lotus-dew/serum.html', null],
    ['/m/tarot', null],
    ['/m/booking/store/detail', null],
  ])('%s → %s', (address, expected) => {
    expect(appDeepLink(address)).toBe(expected);
  });

  it('uses the host scheme', () => {
    expect(appDeepLink('/m/shop_cart.php', 'konvy')).toBe('konvy://cart');
  });
});

describe('backAction (spec §2: back behaviour)', () => {
  it.each([
    [{ inApp: false, hasHistory: true, pathname: '/m/tarot' }, { kind: 'history' }],
    [{ inApp: true, hasHistory: true, pathname: '/m/tarot' }, { kind: 'history' }],
    [{ inApp: true, hasHistory: false, pathname: '/m/tarot' }, { kind: 'native' }],
    [{ inApp: false, hasHistory: false, pathname: '/m/tarot' }, { kind: 'navigate', to: '/m' }],
    [{ inApp: false, hasHistory: false, pathname: '/m/account/setting.php' }, { kind: 'navigate', to: '/m/center.php' }],
    [{ inApp: false, hasHistory: false, pathname: '/m/order/refund/refund_list.php' }, { kind: 'navigate', to: '/m/center.php' }],
    [{ inApp: false, hasHistory: false, pathname: '/m/mycoupon.php' }, { kind: 'navigate', to: '/m/center.php' }],
  ])('%o → %o', (input, expected) => {
    expect(backAction(input)).toEqual(expected);
  });
});
