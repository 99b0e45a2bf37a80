import { describe, expect, it } from 'vitest';
import { isCheckoutPath, returnPathOf } from './returnPath';
import { OFF_SITE_ADDRESSES } from '../../../../server/testing/offSiteAddresses';

const PAGE = 'https://m.shop.example/m/account/setting.php';

/** Every way to write an off-site address into `redirect`: none may become a return path. */
const OFFSITE = OFF_SITE_ADDRESSES;

describe('the settings page\'s way back (redirect)', () => {
  it('keeps a path of the shop and knows the checkout', () => {
    const back = returnPathOf(`${PAGE}?redirect=${encodeURIComponent('/m/orderconfirm?team_id=50001&quantity=1')}`);
    expect(back).toBe('/m/orderconfirm?team_id=50001&quantity=1');
    expect(isCheckoutPath(back ?? '')).toBe(true);
  });

  it.each(OFFSITE)('refuses the off-site address %j', (hostile) => {
    expect(returnPathOf(`${PAGE}?redirect=${encodeURIComponent(hostile)}`)).toBeNull();
  });

  it('refuses what is not an address of the storefront, and a missing value', () => {
    expect(returnPathOf(`${PAGE}?redirect=${encodeURIComponent('/admin')}`)).toBeNull();
    expect(returnPathOf(PAGE)).toBeNull();
    expect(returnPathOf(`${PAGE}?redirect=%E0%A4%A`)).toBeNull();
  });
});
