import { describe, expect, it } from 'vitest';
import { homeNotices } from './homeNotices';

const gift = { show: true, image: '/gift.svg', url: '/m/gift', team_id: '50012' };
const coupon = { show: true, text: 'You have 2 new coupons', url: '/m/mycoupon.php' };
const level = { show: true, level: 3, level_name: 'Gold', image: null };

describe('home notices from the footer data (spec §3)', () => {
  it('shows what is switched on; level up only when logged in', () => {
    expect(homeNotices({ isLogin: true, new_user_free_gift: gift, footer_coupon: coupon, up_user_level: level })).toEqual({
      freeGift: { imageUrl: '/gift.svg', href: '/m/gift' },
      coupon: { text: 'You have 2 new coupons', href: '/m/mycoupon.php' },
      levelUp: { levelName: 'Gold' },
    });
    expect(homeNotices({ isLogin: false, new_user_free_gift: gift, footer_coupon: coupon, up_user_level: level })).not.toHaveProperty('levelUp');
  });

  it('hides notices switched off or with nothing to show', () => {
    expect(
      homeNotices({
        isLogin: true,
        new_user_free_gift: { ...gift, show: false },
        footer_coupon: { ...coupon, text: '' },
        up_user_level: { ...level, show: false },
      }),
    ).toEqual({});
    expect(homeNotices({ isLogin: true, new_user_free_gift: null, footer_coupon: null, up_user_level: null })).toEqual({});
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'http:evil.example', 'https:/evil.example', '/\t/evil.example'])(
    'never links a notice to %j: the gift is hidden, the coupon text stays without its link',
    (url) => {
      const notices = homeNotices({ isLogin: true, new_user_free_gift: { ...gift, url }, footer_coupon: { ...coupon, url }, up_user_level: null });
      expect(notices).toEqual({ coupon: { text: 'You have 2 new coupons' } });
    },
  );
});
