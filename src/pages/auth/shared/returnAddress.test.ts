import { describe, expect, it } from 'vitest';
import { firstSafeReturnPath, safeReturnPath, safeWechatLink, SIGNED_IN_FALLBACK } from './returnAddress';
import { OFF_SITE_ADDRESSES } from '../../../server/testing/offSiteAddresses';

const ORIGIN = 'https://m.shop.example';

/** Every way to write an off-site address into `redirect`: none may become a return path. */
const OFFSITE = OFF_SITE_ADDRESSES;

describe('return address after sign-in', () => {
  it('keeps a path of the shop, with its query', () => {
    expect(safeReturnPath('/m/orderconfirm?team_id=50001&quantity=1', ORIGIN)).toBe('/m/orderconfirm?team_id=50001&quantity=1');
    expect(safeReturnPath(`${ORIGIN}/m/shop_cart.php`, ORIGIN)).toBe('/m/shop_cart.php');
  });

  it.each(['https://evil.example/', 'javascript:alert(1)', '//evil.example', '/\\evil.example', '%2F%2Fevil.example', 'https:evil.example', '', null, undefined])(
    'refuses %s',
    (hostile) => {
      expect(safeReturnPath(hostile, ORIGIN)).toBeNull();
      expect(firstSafeReturnPath([hostile], ORIGIN)).toBe(SIGNED_IN_FALLBACK);
    },
  );

  it.each(OFFSITE)('never returns to the off-site address %j', (hostile) => {
    expect(safeReturnPath(hostile, ORIGIN)).toBeNull();
    expect(firstSafeReturnPath([hostile, '/m/favorite.php'], ORIGIN)).toBe('/m/favorite.php');
    expect(safeWechatLink(hostile, ORIGIN)).toBeNull();
  });

  it('takes the first safe candidate: the query, then the login refer address', () => {
    expect(firstSafeReturnPath(['https://evil.example/', '/m/favorite.php'], ORIGIN)).toBe('/m/favorite.php');
    expect(firstSafeReturnPath(['/m/shop_cart.php', '/m/favorite.php'], ORIGIN)).toBe('/m/shop_cart.php');
  });

  it('offers the WeChat link only on the shop or on WeChat login', () => {
    expect(safeWechatLink('/m/login.php?type=wechat', ORIGIN)).toBe('/m/login.php?type=wechat');
    expect(safeWechatLink('https://open.weixin.qq.com/connect/oauth2/authorize?appid=1', ORIGIN)).toContain('open.weixin.qq.com');
    expect(safeWechatLink('https://evil.example/wechat', ORIGIN)).toBeNull();
    expect(safeWechatLink('javascript:alert(1)', ORIGIN)).toBeNull();
  });
});
