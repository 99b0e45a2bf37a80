import { describe, expect, it } from 'vitest';
import { createAppNavigation, routerHasHistory } from './appNavigation';

function setup(inApp: boolean, where = { pathname: '/m/account/setting.php', hasHistory: false }) {
  const calls: string[] = [];
  const navigation = createAppNavigation({
    inApp,
    scheme: 'shop',
    where: () => where,
    navigate: (to) => calls.push(`navigate ${to}`),
    assign: (href) => calls.push(`assign ${href}`),
  });
  return { navigation, calls };
}

describe('createAppNavigation', () => {
  it.each([
    [true, '/m/shop_cart.php', 'assign shop://cart'],
    [true, '/m/brand/lotus-dew', 'assign shop://brand?sign=lotus-dew'],
    [true, '/m/community', 'navigate /m/community'],
    [true, 'https://help.example.com/faq', 'assign https://help.example.com/faq'],
    [false, '/m/shop_cart.php', 'navigate /m/shop_cart.php'],
    [false, '/account/login.php', 'assign /account/login.php'],
  ])('inApp %s: go(%s) → %s', (inApp, href, expected) => {
    const { navigation, calls } = setup(inApp);
    navigation.go(href);
    expect(calls).toEqual([expected]);
  });

  it.each([
    [false, { pathname: '/m/brand/x', hasHistory: true }, 'navigate -1'],
    [true, { pathname: '/m/brand/x', hasHistory: true }, 'navigate -1'],
    [true, { pathname: '/m/brand/x', hasHistory: false }, 'assign shop://back'],
    [false, { pathname: '/m/account/setting.php', hasHistory: false }, 'navigate /m/center.php'],
    [false, { pathname: '/m/brand/x', hasHistory: false }, 'navigate /m'],
  ])('inApp %s at %o: back → %s', (inApp, where, expected) => {
    const { navigation, calls } = setup(inApp, where);
    navigation.back();
    expect(calls).toEqual([expected]);
  });
});

describe('routerHasHistory', () => {
  it.each([
    [{ idx: 2, key: 'a' }, true],
    [{ idx: 0 }, false],
    [null, false],
    ['tampered', false],
    [{ idx: '3' }, false],
  ])('%o → %s', (state, expected) => {
    expect(routerHasHistory(state)).toBe(expected);
  });
});
